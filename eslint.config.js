// Lint rules, including the one-way arrows of ../shared/ARCHITECTURE.md:
// src -> {engine, screens, schemas, api/client}; screens -> {engine, api/client};
// api/client -> api/catalogue; api/server -> {api/catalogue, schemas/entities, engine/validation}.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import money from './scripts/eslint/float-money.js';

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(({ group, message }) => ({ group, message })) }],
});

const NOT_SRC = { group: ['**/src', '**/src/**'], message: 'Only src/ wires the app together; nothing imports it.' };
const NOT_SCREENS = { group: ['**/screens', '**/screens/**'], message: 'screens/ is imported only by src/.' };
const NOT_SERVER = { group: ['**/api/server', '**/api/server/**'], message: 'The server is imported by nobody.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', '.artifacts/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // docs/money.md: the product's money is integer fen converted by formatFen/parseFen, never a float on
    // the way (tests may compute an expected figure as they like).
    files: ['api/**', 'engine/**', 'src/**', 'screens/**', 'scripts/**'],
    plugins: { money },
    rules: { 'money/no-float-money': 'error' },
  },
  {
    files: ['engine/**'],
    rules: forbid(NOT_SRC, NOT_SCREENS, {
      group: ['**/api', '**/api/**'],
      message: 'engine/ knows nothing of the catalogue or the server: take a caller by injection.',
    }),
  },
  {
    files: ['engine/validation/**'],
    rules: forbid(NOT_SRC, NOT_SCREENS, { group: ['**/api', '**/api/**', 'react', 'react-dom', '../render/**', '../ui/**', '../access/**', '../schema/**'], message: 'engine/validation is plain TypeScript shared with the server.' }),
  },
  {
    files: ['screens/**'],
    rules: forbid(NOT_SRC, NOT_SERVER),
  },
  {
    files: ['api/catalogue/**'],
    rules: forbid(NOT_SRC, NOT_SCREENS, NOT_SERVER, { group: ['**/api/client', '**/api/client/**', '**/engine/render/**', '**/engine/ui/**'], message: 'The catalogue is data: it depends on schemas/entities only.' }),
  },
  {
    files: ['api/client/**'],
    rules: forbid(NOT_SRC, NOT_SCREENS, NOT_SERVER),
  },
  {
    files: ['api/server/**'],
    rules: forbid(NOT_SRC, NOT_SCREENS, { group: ['**/api/client', '**/api/client/**', '**/engine/render/**', '**/engine/ui/**', '**/engine/access/**', 'react', 'react-dom'], message: 'The server uses api/catalogue, schemas/entities and engine/validation only.' }),
  },
);
