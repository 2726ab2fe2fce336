import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  createMaintenanceSwitch,
  readMaintenanceFile,
  resolveEta,
  type MaintenanceState,
} from './maintenance-switch';

const dirs: string[] = [];
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'maintenance-switch-'));
  dirs.push(dir);
  return join(dir, 'maintenance.json');
}

afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

const now = Date.parse('2025-06-01T08:00:00Z');

test.each([
  ['30m', '2025-06-01T08:30:00.000Z'],
  ['2h', '2025-06-01T10:00:00.000Z'],
  ['2025-06-01T12:00:00+08:00', '2025-06-01T04:00:00.000Z'],
  ['', null],
  [undefined, null],
  [null, null],
  ['soon', undefined],
  ['2025-13-45T99:00:00Z', undefined],
])('resolveEta(%j) is %j', (eta, expected) => {
  expect(resolveEta(eta, now)).toBe(expected);
});

test('a missing file means off; a broken one is ignored rather than guessed', async () => {
  const file = tempFile();
  expect(await readMaintenanceFile(file)).toEqual({ on: false, etaTime: null });
  writeFileSync(file, '{"on": tru');
  expect(await readMaintenanceFile(file)).toBeNull();
  writeFileSync(file, '{"on": true, "etaTime": "garbage"}');
  expect(await readMaintenanceFile(file)).toEqual({ on: true, etaTime: null });
});

test('the switch notices a file written by someone else', async () => {
  const file = tempFile();
  const changes: MaintenanceState[] = [];
  const maintenance = await createMaintenanceSwitch({
    file,
    pollMs: 20,
    onChange: (state) => changes.push(state),
  });
  writeFileSync(
    file,
    JSON.stringify({ on: true, etaTime: '2025-06-01T10:00:00Z' }),
  );
  const deadline = Date.now() + 2000;
  while (changes.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  maintenance.stop();
  expect(changes).toEqual([{ on: true, etaTime: '2025-06-01T10:00:00.000Z' }]);
  expect(maintenance.current().on).toBe(true);
});

test('without a file the state lives in memory and each change is announced once', async () => {
  const changes: MaintenanceState[] = [];
  const maintenance = await createMaintenanceSwitch({
    file: null,
    onChange: (state) => changes.push(state),
  });
  await maintenance.set({ on: true, etaTime: null });
  await maintenance.set({ on: true, etaTime: null });
  await maintenance.set({ on: false, etaTime: null });
  expect(changes).toEqual([
    { on: true, etaTime: null },
    { on: false, etaTime: null },
  ]);
});
