import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: contracts/lib/i18n/components -> features -> app. A feature never
// imports another feature; the server may import only the shared contracts from src/.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import each other; move shared code to components/ or lib/.',
  })),
  {
    target: ['./src/components', './src/lib', './src/i18n', './src/contracts'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app.',
  },
  {
    target: './src/contracts',
    from: ['./src/components', './src/lib', './src/i18n', './server'],
    message: 'Contracts import only zod.',
  },
  {
    target: './server',
    from: ['./src/app', './src/features', './src/components', './src/lib', './src/i18n'],
    message: 'The server may import only src/contracts.',
  },
];

// The server's layers: routes (and plugins) -> services -> db; the seeds, scripts and tests sit
// on top and may use any of them. Nothing in the product's code imports upwards.
const serverLayerZones = [
  {
    target: './server/src/db/*.ts',
    from: [
      './server/src/services',
      './server/src/routes',
      './server/src/plugins',
      './server/src/db/seed',
    ],
    message: 'db/ is the bottom layer: it must not import services, routes, plugins or seeds.',
  },
  {
    target: './server/src/services',
    from: ['./server/src/routes', './server/src/plugins', './server/src/db/seed', './scripts'],
    message: 'services/ must not import routes, plugins, seeds or scripts.',
  },
  {
    target: ['./server/src/routes', './server/src/plugins'],
    from: ['./server/src/db/seed', './scripts'],
    message: 'Routes and plugins must not import seeds or scripts (seeds sit on top).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'server/src/db/migrations/**',
      '*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Resolves the repository's explicit .ts/.tsx imports, so no-cycle can follow them.
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    // Tests and their fixtures sit on top, with the seeds.
    ignores: ['**/*.test.ts', '**/test-fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverLayerZones] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { ...jsxA11y.flatConfigs.strict.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      // React Aria components render the right elements and roles themselves.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // One voice (issue 35): what the app says without moving focus goes through the announcer
    // (lib/announcer.tsx) or a toast, never a new live region that could say it a second time.
    // The carousel's own region is the carousel pattern's; the loading notes are said as they
    // replace the page.
    files: ['src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'src/lib/announcer.tsx',
      'src/features/marketing/carousel.tsx',
      'src/app/app.tsx',
      'src/features/auth/login-page.tsx',
      'src/features/marketing/our-provider-page.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="aria-live"]',
          message: 'Say it with announce() (lib/announcer.tsx) or a toast, not a new live region.',
        },
        {
          selector:
            'JSXAttribute[name.name="role"][value.value=/^(alert|status|log|marquee|timer)$/]',
          message: 'Say it with announce() (lib/announcer.tsx) or a toast, not a new live region.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/src/server.ts', 'e2e/**', 'a11y/**'],
    rules: { 'no-console': 'off' },
  },
);
