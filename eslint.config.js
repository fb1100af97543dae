// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports flow one way (ARCHITECTURE.md): domain ← server, domain ← client, ui ← features ← routes. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Data that did not arrive is told in one place: ui/query-state.tsx writes
 * the sentence, announces it and offers "Try again". A hand-written copy elsewhere drifts in
 * wording, loses the alert or the retry; these selectors catch it in strings, templates and JSX.
 */
const LOAD_FAILED_SENTENCE = '/could\\s+not\\s+be\\s+loaded/i';
const LOAD_FAILED_MESSAGE =
  'Say that data could not be loaded with QueryState, LoadFailed or loadFailedText from src/client/ui/query-state.tsx.';
const loadFailedSelectors = [
  `Literal[value=${LOAD_FAILED_SENTENCE}]`,
  `TemplateElement[value.raw=${LOAD_FAILED_SENTENCE}]`,
  `JSXText[value=${LOAD_FAILED_SENTENCE}]`,
].map((selector) => ({ selector, message: LOAD_FAILED_MESSAGE }));

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
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/ui/query-state.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...loadFailedSelectors] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict(['**/server/**', '**/client/**', 'react', 'fastify']),
  },
  { files: ['src/server/**/*.ts'], rules: restrict(['**/client/**']) },
  { files: ['src/client/**/*.{ts,tsx}'], rules: restrict(['**/server/**']) },
  {
    // Answer schemas (domain/*-dto.ts, *-dtos.ts) serve the server's serialiser; the client
    // needs only their types, so pages do not carry the schemas in their scripts.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*-dto.ts', '**/*-dtos.ts', '**/domain/*/dtos.ts'],
              allowTypeImports: true,
              message: 'Import only types from answer schemas in the client (import type).',
            },
          ],
        },
      ],
    },
  },
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
