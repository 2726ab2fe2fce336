import { HEAD_START_SOURCE } from './head-start-script';

/** Source files whose chunks a signed-in first load almost always needs: the shell and the generic list. */
export const FIRST_PAGE_MODULES = [
  'src/layout/app-layout.tsx',
  'src/views/generic/resource-list-page.tsx',
];

/** The entries whose modules must not move into the first page's chunk. */
const ENTRIES = {
  /** The console's entry loads its own imports before any page. */
  console: 'index.html',
  /** The sign-in pages, with the pages they load, stay apart and small. */
  signIn: 'login.html',
  /** The head-start script runs alone, ahead of everything. */
  headStart: HEAD_START_SOURCE,
};

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
/** The part of the bundler's chunking context read here. */
export interface ModuleGraph {
  getModuleInfo: (id: string) => ModuleInfo | null;
}

const root = new URL('../../', import.meta.url).pathname;

/** `from` and every module it imports, transitively (and what it loads lazily, with `lazy`). */
function closure(
  graph: ModuleGraph,
  from: readonly string[],
  { lazy = false } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    info?.importedIds.forEach(visit);
    if (lazy) info?.dynamicallyImportedIds.forEach(visit);
  };
  from.forEach((file) => visit(`${root}${file}`));
  return seen;
}

let firstPage: Set<string> | undefined;

/**
 * The console's own modules the first page loads after the entry: the shell,
 * the generic list, and what they import that neither the entry nor the
 * sign-in pages nor the head-start script already load.
 */
function firstPageModules(graph: ModuleGraph): Set<string> {
  const elsewhere = new Set([
    ...closure(graph, [ENTRIES.console, ENTRIES.headStart]),
    ...closure(graph, [ENTRIES.signIn], { lazy: true }),
  ]);
  return new Set(
    [...closure(graph, FIRST_PAGE_MODULES)].filter(
      (id) =>
        id.startsWith(`${root}src/`) &&
        !id.includes('/node_modules/') &&
        !elsewhere.has(id),
    ),
  );
}

/**
 * One chunk for the first page's own modules. Left to itself, the bundler
 * cut them into some thirty files of a few hundred bytes each (one per set
 * of pages sharing a module); over HTTP/1.1's six connections a cold list
 * load spent a quarter of a second queueing them, and the list request
 * queued behind them.
 */
export function firstPageChunk(id: string, graph: ModuleGraph): string | null {
  firstPage ??= firstPageModules(graph);
  return firstPage.has(id) ? 'first-page' : null;
}
