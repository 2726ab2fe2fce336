import { BOOT_ENUMS_ID } from '../../src/registry/enums';

/**
 * The console's index.html with the `GET /enums` payload written in as a
 * JSON island (not a script: the CSP allows none inline), so the first
 * screen needs no round trip for them. `<` is escaped so no value can close
 * the element early.
 */
export function withBootEnums(indexHtml: string, enums: unknown): string {
  const json = JSON.stringify(enums).replace(/</g, '\\u003c');
  const island = `<script type="application/json" id="${BOOT_ENUMS_ID}">${json}</script>`;
  return indexHtml.replace('</head>', `    ${island}\n  </head>`);
}
