import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The console's layers, lowest first: a folder may import its own layer and
 * those below, never one above. The registry is pure data that the server
 * reads too; pages and the app shell sit on top.
 */
const layers = [
  ['registry', 'config'],
  ['state'],
  ['http'],
  ['session', 'access', 'realtime', 'providers'],
  ['components'],
  ['theme', 'settings'],
  ['views'],
  ['layout', 'sign-in'],
  ['pages'],
  ['boot'],
];
const appFiles = [
  './src/app.tsx',
  './src/app-routes.tsx',
  './src/main.tsx',
  './src/sign-in-main.tsx',
];
const layerZones = [
  ...layers.slice(0, -1).flatMap((layer, index) => {
    const above = layers.slice(index + 1).flat();
    return layer.map((folder) => ({
      target: `./src/${folder}`,
      from: [...above.map((name) => `./src/${name}`), ...appFiles],
      message: `src/${folder} sits below ${above.join(', ')} and the app files.`,
    }));
  }),
  // The registry is pure data, read by the server too: not even the config.
  { target: './src/registry', from: './src/config' },
  // A view reaches the API through the providers and their hooks, never the
  // HTTP layer itself (STYLE.md 2.1).
  {
    target: './src/views',
    from: './src/http',
    message: 'src/views reaches the API through src/providers, not src/http.',
  },
  // The server reads the registry, nothing else of the console.
  { target: './server', from: './src', except: ['./registry'] },
];

/** Icons by path: the barrel would pull every icon into a bundle. */
const iconImports = {
  name: '@mui/icons-material',
  message:
    "Import icons by path ('@mui/icons-material/Payments') to keep bundles small.",
};

/**
 * Which path a call goes to, and what it sends and answers, is the typed
 * client's business (src/providers/admin-api.ts): above the providers, a
 * screen calls its methods and never builds a path or a raw request.
 */
const typedClientMessage =
  'Call the typed client instead: adminApi.…() with useAdminQuery, useAdminMutation or sendAdminCall (src/providers/).';
const typedClientImports = {
  paths: [
    iconImports,
    {
      name: '@refinedev/core',
      importNames: ['useCustom', 'useCustomMutation'],
      message: typedClientMessage,
    },
  ],
  patterns: [
    {
      group: ['**/registry/paths'],
      importNames: ['apiPaths'],
      message: typedClientMessage,
    },
    {
      group: ['**/registry/enquiry-desk'],
      importNames: ['deskPaths'],
      message: typedClientMessage,
    },
  ],
};

/** resources.config.ts, by path or by its `#registry` alias. */
const productRegistry = {
  regex: '(^#registry$|(^|/)resources\\.config(\\.ts)?$)',
  message:
    "Take the registry as an argument or from useRegistry(); only src/main.tsx passes resources.config's to createConsoleApp.",
};

const pureData = {
  group: ['react', 'react-*', '@mui/*', '@refinedev/*', '@emotion/*'],
  message: 'The registry is pure data; server/ imports it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Per-run e2e builds (E2E_DIST in playwright.config.ts).
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      '.data',
      'bench/results',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Cycles are ours to avoid; parsing bundled dependencies only costs time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': ['error', { paths: [iconImports] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/http/**', 'src/providers/**', 'src/registry/**'],
    rules: {
      'no-restricted-imports': ['error', typedClientImports],
    },
  },
  {
    // Paths of the API and of the console's pages come from one module; a
    // hand-written one drifts when a segment is renamed (src/registry/paths.ts).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['src/registry/paths.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api\\/v1\\/)?admin(\\/|$)/]',
          message: 'Build /admin paths with apiPaths or pagePaths.',
        },
        {
          selector:
            'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(api\\/v1\\/)?admin(\\/|$)/]',
          message: 'Build /admin paths with apiPaths or pagePaths.',
        },
      ],
    },
  },
  {
    files: ['src/registry/**', 'resources.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [pureData] }],
    },
  },
  // The console is built over the registry it is given, so a test can give
  // it another; only its entry reads the product's (docs/decisions/021).
  // Each block repeats the restrictions its files already have, because a
  // later block's options replace an earlier one's.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/http/**',
      'src/providers/**',
      'src/registry/**',
      'src/main.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...typedClientImports,
          patterns: [...typedClientImports.patterns, productRegistry],
        },
      ],
    },
  },
  {
    files: ['src/http/**/*.{ts,tsx}', 'src/providers/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [iconImports], patterns: [productRegistry] },
      ],
    },
  },
  {
    // The registry's modules take entries as arguments; their tests check the product's.
    files: ['src/registry/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [pureData, productRegistry] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.test.tsx', 'tests/integration/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['tests/e2e/**'],
    ...playwright.configs['flat/recommended'],
  },
  prettier,
);
