// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports flow one way (ARCHITECTURE.md): domain ← server, domain ← client, ui ← features ← routes. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'src/server/db/migrations/',
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
    files: ['src/server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict(['**/server/**', '**/client/**', 'react', 'fastify']),
  },
  { files: ['src/server/**/*.ts'], rules: restrict(['**/client/**']) },
  { files: ['src/client/**/*.{ts,tsx}'], rules: restrict(['**/server/**']) },
  {
    files: ['src/client/ui/**/*.{ts,tsx}'],
    rules: restrict(['**/server/**', '**/features/**', '**/routes/**']),
  },
  {
    // Features never import each other: what two share moves to ui/, lib/ or domain/, and a
    // route composes features (a `../other-feature/` import is the one shape this forbids).
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/routes/**'] },
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/',
              message:
                'Features do not import other features: move what they share to ui/, lib/ or domain/, or compose them in a route.',
            },
          ],
        },
      ],
    },
  },
);
