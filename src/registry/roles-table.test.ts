import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { rolesDocs, withTable } from './roles-table';

/** Prettier pads the table's cells and rules; the words are what must agree. */
const words = (text: string) =>
  text.replace(/ +/g, ' ').replace(/-{3,}/g, '---');

test.each(rolesDocs(resources))(
  '$file shows the built-in roles as the seed makes them (npm run docs:roles writes it)',
  (doc) => {
    const text = readFileSync(
      new URL(`../../${doc.file}`, import.meta.url),
      'utf8',
    );
    expect(words(text)).toBe(words(withTable(text, doc)));
  },
);
