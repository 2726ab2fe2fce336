import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The server may read the registry and nothing else of the UI.
            { target: './server', from: './src', except: ['./registry'] },
            // The registry is pure data: the server imports it.
            { target: './src/registry', from: './src', except: ['./registry'] },
            // Views go through providers and hooks, never straight to the HTTP layer.
            { target: './src/views', from: './src/http' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message:
                "Import icons by path ('@mui/icons-material/Payments') to keep bundles small.",
            },
          ],
        },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                '@refinedev/*',
                '@emotion/*',
              ],
              message: 'The registry is pure data; server/ imports it.',
            },
          ],
        },
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
