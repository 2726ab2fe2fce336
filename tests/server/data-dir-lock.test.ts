import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/open-database';
import { spawnServer } from './support/spawn-server';

const dataDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
const pgliteDir = join(dataDir, 'pglite');
const lockFile = `${pgliteDir}.lock`;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test(
  'a second server on a DATA_DIR that a live process has open refuses to start, naming that process',
  { timeout: 90_000 },
  async () => {
    const db = await openDatabase({ dataDir: pgliteDir });
    try {
      const second = spawnServer({ DATA_DIR: dataDir, DATABASE_MODE: 'file' });

      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data directory ${pgliteDir} is in use by process ${process.pid}`,
      );
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  },
);

test('the lock of a process that died is taken over', async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  writeFileSync(lockFile, `${dead}\n`);

  const db = await openDatabase({ dataDir: pgliteDir });
  try {
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
  } finally {
    await db.close();
  }
});
