import { firstPageChunk } from './first-page-chunk';

/**
 * How the build groups modules into chunks. Left to itself, the bundler
 * cut the console into ~70 files (one per set of lazy pages sharing a
 * module), and a cold list load spent its first second fetching them. These
 * groups make a few larger files, each loaded only by the pages that need
 * it, and keep the sign-in entry's files apart so that it still downloads
 * only what its four forms use. Earlier (higher priority) groups win.
 */
const node = (packages: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);

/** What every page runs: React, styling, the settings store. */
const runtime = node(
  'react|react-dom|scheduler|zustand|stylis|stylis-plugin-rtl|cssjanus|@emotion/[^\\\\/]+|@mui/(system|utils|styled-engine|private-theming|core-downloads-tracker)|@babel/runtime|clsx|prop-types|react-is|react-transition-group',
);

/** The MUI components the sign-in pages use, with what they import. */
const signInComponents = new RegExp(
  '[\\\\/]node_modules[\\\\/]@mui[\\\\/](material[\\\\/](Alert|Box|Button|ButtonBase|Card|CardContent|CssBaseline|GlobalStyles|IconButton|InputAdornment|Link|Stack|TextField|Typography|styles|SvgIcon|utils)|icons-material[\\\\/](esm[\\\\/])?(Visibility|VisibilityOff)\\.)',
);

/** The rest of MUI and its icons: the console's shell and pages. */
const consoleComponents = node(
  '@mui/material|@mui/icons-material|@popperjs/core',
);

/** The data grid, for lists only. */
const grid = node(
  '@mui/x-data-grid|@mui/x-internals|@mui/x-virtualizer|reselect|use-sync-external-store',
);

/** Libraries only some pages load (forms and their zod schemas, charts): left to automatic splitting. */
const pageOnly = node(
  '@mui/x-date-pickers|@mui/x-charts|@mui/x-internal-gestures|d3-[a-z-]+|internmap|react-hook-form|@hookform/[^\\\\/]+|@refinedev/react-hook-form|zod|flatqueue|robust-predicates|delaunator',
);

export const chunkGroups = [
  {
    name: 'runtime',
    // Hoisted packages only: a copy nested under another package (MUI X's
    // own @mui/utils 7) serves that package, not every page.
    test: (id: string) =>
      runtime.test(id) && id.split(/[\\/]node_modules[\\/]/).length === 2,
    priority: 50,
  },
  { name: 'mui-sign-in', test: signInComponents, priority: 40 },
  { name: 'mui', test: consoleComponents, priority: 30 },
  { name: 'grid', test: grid, priority: 20 },
  {
    // Refine, TanStack Query, the router, axios, CASL and the other
    // libraries of the console's entry.
    name: 'console-vendor',
    test: (id: string) =>
      /[\\/]node_modules[\\/]/.test(id) &&
      !id.endsWith('.css') &&
      !pageOnly.test(id),
    priority: 10,
  },
  {
    name: firstPageChunk,
    debugName: 'first-page',
    priority: 5,
    // Only the modules named: what they import from other pages' chunks
    // stays there, so no page loads the first page's code to get it.
    includeDependenciesRecursively: false,
  },
];
