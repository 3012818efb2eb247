// Lint: TypeScript and React rules, plus the import boundaries of docs/architecture.md:
// shared imports neither side; server and client never import each other; inside the client,
// components/lib -> features -> app, features do not import each other, and app imports the quiz
// features only through their entry modules (ADR 069). On the server
// (eslint-plugin-boundaries, ADR 027): lib, db and plugins sit below the features and never
// import them; only the composition root (server/app.ts, server/index.ts) wires features in.
// Server features import each other one way only, down the order of serverFeatureOrder (ADR 070).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';

const features = readdirSync('client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server features, lowest first, each with the features it may import (ADR 070). Every arrow
 * points to a feature earlier in the list, so there is no loop; docs/architecture.md's "Import
 * rules" table is this list. A new feature, or a new arrow, is placed here first.
 */
const serverFeatureOrder = [
  ['auth', []],
  ['health', []],
  ['topics', []],
  ['notifications', []],
  ['bench', []],
  ['discussion', []],
  ['images', []],
  ['flags', []],
  ['review', ['flags']],
  ['profile', ['images']],
  ['points', ['review']],
  ['questions', ['discussion', 'flags', 'images', 'points']],
  ['saved', ['flags', 'questions']],
  ['quizzes', ['flags', 'questions']],
  ['quiz-sessions', ['flags', 'points', 'questions', 'quizzes', 'review', 'saved']],
  ['sharing', ['points', 'questions', 'quiz-sessions']],
  ['stats', ['questions', 'quiz-sessions', 'review']],
  ['housekeeping', ['quiz-sessions']],
];
/** Tests that look, from a lower feature, at its effect on a higher one: a flag hold seen in the
 * exam selection and the due cards. Only tests; the feature's own code keeps to the order. */
const serverFeatureTestImports = [['flags', ['quiz-sessions', 'review']]];

const placed = serverFeatureOrder.map(([feature]) => feature);
for (const [index, [feature, imports]] of serverFeatureOrder.entries()) {
  for (const imported of imports) {
    if (!placed.slice(0, index).includes(imported)) {
      throw new Error(`serverFeatureOrder: ${feature} may only import features listed before it`);
    }
  }
}
for (const entry of readdirSync('server/features', { withFileTypes: true })) {
  if (entry.isDirectory() && !placed.includes(entry.name)) {
    throw new Error(`serverFeatureOrder: place server/features/${entry.name} in the order`);
  }
}

/** Client features whose public entry is the files at the top of their folder (ADR 069). */
const entryFeatures = ['quiz-sessions', 'results', 'exam', 'offline'];

/** The server's layers, for eslint-plugin-boundaries; each feature is an element of its own. */
const serverLayers = [
  {
    type: 'server-feature',
    pattern: 'server/features/*',
    partialMatch: false,
    capture: ['feature'],
  },
  { type: 'server-plugins', pattern: 'server/plugins', partialMatch: false },
  { type: 'server-db', pattern: 'server/db', partialMatch: false },
  { type: 'server-lib', pattern: 'server/lib', partialMatch: false },
  { type: 'server-test', pattern: 'server/test', partialMatch: false },
  // app.ts, index.ts, config.ts, env.ts: the composition root, which wires features in
  { type: 'server-root', pattern: 'server', partialMatch: false },
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'client', pattern: 'client', partialMatch: false },
];

const restrict = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      '.test-data/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: each file is linted with the types of the tsconfig that includes it
    // (tsconfig.server.json or tsconfig.client.json, through tsconfig.json's references).
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its errors and its ordering: await it, or mark it `void`
      // where fire-and-forget is meant.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate() promise settles when the navigation is done; a failed
          // navigation lands in the router's own error state (errorElement), never a rejection.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The JavaScript files (this one, scripts/eslint-import-resolver.js) are in no tsconfig: no
    // type information to lint them with.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  restrict(
    ['shared/**'],
    [{ regex: '^(#server|#client)/|/(server|client)/', message: 'shared/ imports neither side.' }],
  ),
  restrict(
    ['server/**'],
    [{ regex: '^#client/|/client/', message: 'The server never imports client code.' }],
  ),
  // One limit mechanism (ADR 027): a feature declares its request limits in the route's config and
  // plugins/route-limits.ts counts them; no feature counts requests by hand.
  restrict(
    ['server/features/**'],
    [
      { regex: '^#client/|/client/', message: 'The server never imports client code.' },
      {
        regex: '(^#server/|/)lib/rate-limit(\\.ts)?$',
        message:
          "Declare request limits in the route's config.rateLimit; plugins/route-limits.ts counts them (ADR 027).",
      },
    ],
  ),
  restrict(
    ['client/components/**', 'client/lib/**'],
    [
      { regex: '^#server/|/server/', message: 'The client never imports server code.' },
      {
        regex: '^#client/(features|app)/',
        message: 'components/ and lib/ sit below features and app.',
      },
    ],
  ),
  restrict(
    ['client/app/**', 'client/*.tsx'],
    [
      { regex: '^#server/|/server/', message: 'The client never imports server code.' },
      {
        // ADR 069: these features' entry modules sit at the top of their folder; what is in their
        // subfolders is their own.
        regex: `^#client/features/(${entryFeatures.join('|')})/[^/]+/`,
        message:
          "Import the feature's entry modules (the files at the top of its folder), not its internals (ADR 069).",
      },
    ],
  ),
  ...features.map((feature) =>
    restrict(
      [`client/features/${feature}/**`],
      [
        { regex: '^#server/|/server/', message: 'The client never imports server code.' },
        {
          regex: `^#client/(app/|features/(?!${feature}/))|^\\.\\./\\.\\./`,
          message:
            'Features do not import each other or the app; move shared parts to components/ or lib/.',
        },
      ],
    ),
  ),
  // Server layers (ADR 027): a separate block, so that other rule sets can change around it.
  {
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': serverLayers,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
      'boundaries/include': ['server/**/*.ts', 'shared/**/*.ts', 'client/**/*.{ts,tsx}'],
      'import/resolver': { [`${import.meta.dirname}/scripts/eslint-import-resolver.js`]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['server-lib', 'server-db', 'server-plugins'] } },
              disallow: { to: { element: { type: 'server-feature' } } },
              message:
                'server/lib, server/db and server/plugins sit below the features: move what they need down, or let app.ts hand it in.',
            },
            // A feature imports another only where serverFeatureOrder says so (ADR 070); the
            // allow policies after this one win over it (the last matching policy decides).
            {
              from: { element: { type: 'server-feature' } },
              disallow: { to: { element: { type: 'server-feature' } } },
              message:
                '{{ from.element.captured.feature }} may not import {{ to.element.captured.feature }}: a server feature imports only the features its row of serverFeatureOrder lists (ADR 070). Move the shared part down, or add the arrow there and to docs/architecture.md.',
            },
            ...serverFeatureOrder.map(([feature, imports]) => ({
              from: { element: { type: 'server-feature', captured: { feature } } },
              allow: {
                to: {
                  element: { type: 'server-feature', captured: { feature: [feature, ...imports] } },
                },
              },
            })),
            ...serverFeatureTestImports.map(([feature, imports]) => ({
              from: {
                element: { type: 'server-feature', captured: { feature } },
                file: { categories: 'test' },
              },
              allow: {
                to: { element: { type: 'server-feature', captured: { feature: imports } } },
              },
            })),
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: ['server-*', 'client'] } } },
              message: 'shared/ imports neither side.',
            },
          ],
        },
      ],
    },
  },
  // No import circles anywhere (ADR 071): a cycle makes load order decide what a module sees, and
  // hides which of two modules is the lower layer. Type-only imports do not count.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told otherwise; the imports carry .ts/.tsx extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // the same Node resolution (with package.json "imports") as eslint-plugin-boundaries
      'import-x/resolver': { [`${import.meta.dirname}/scripts/eslint-import-resolver.js`]: {} },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
