import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { duplicateCopies } from './dedupe-nested-packages';

const root = mkdtempSync(join(tmpdir(), 'dedupe-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(folder: string, name: string, version: string) {
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(
    join(root, folder, 'package.json'),
    JSON.stringify({ name, version }),
  );
}

test('nested copies of one name and version map to the first; other versions stay', () => {
  pkg('node_modules/@mui/utils', '@mui/utils', '6.4.9');
  pkg('node_modules/@mui/x-grid', '@mui/x-grid', '8.0.0');
  pkg(
    'node_modules/@mui/x-grid/node_modules/@mui/utils',
    '@mui/utils',
    '7.3.11',
  );
  pkg('node_modules/@mui/x-charts', '@mui/x-charts', '8.0.0');
  pkg(
    'node_modules/@mui/x-charts/node_modules/@mui/utils',
    '@mui/utils',
    '7.3.11',
  );
  pkg('node_modules/notistack/node_modules/clsx', 'clsx', '1.2.1');

  const copies = duplicateCopies(join(root, 'node_modules'));

  const nm = join(root, 'node_modules');
  expect(Object.fromEntries(copies)).toEqual({
    [`${nm}/@mui/x-grid/node_modules/@mui/utils`]: `${nm}/@mui/x-charts/node_modules/@mui/utils`,
  });
});
