/**
 * Writes the built-in roles' tables into README.md and decision 022 between
 * their markers: `npm run docs:roles` after changing a role's defaults or the
 * registry. `src/registry/roles-table.test.ts` fails until they are written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resources } from '../resources.config';
import { rolesDocs, withTable } from '../src/registry/roles-table';

for (const doc of rolesDocs(resources)) {
  const path = new URL(`../${doc.file}`, import.meta.url);
  writeFileSync(path, withTable(readFileSync(path, 'utf8'), doc));
}
