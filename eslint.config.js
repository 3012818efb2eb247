// Lint: TypeScript and React rules, plus the import boundaries of docs/architecture.md:
// shared imports neither side; server and client never import each other; inside the client,
// components/lib -> features -> app, and features do not import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
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
    [{ regex: '^#server/|/server/', message: 'The client never imports server code.' }],
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
);
