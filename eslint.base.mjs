// The ESLint rules both apps share (each app's eslint.config.js adds its own): TypeScript, hooks
// and accessibility rules, and no import cycles. import-x/no-cycle skips type-only imports by
// design, so scripts/check-ts-cycles.py (make lint) finds the circles that go through those.
//
// The apps compile with TypeScript 7 (the native port), which has no JavaScript compiler API;
// typescript-eslint's parser needs that API (peer typescript <6.1), so the lint tooling and a
// TypeScript 6.0 for it are devDependencies of the repository root, while each app keeps its
// own TypeScript 7 for tsc. Rules that need type information are not used.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shared block for an app's sources; `rules` are added to the shared ones. */
export function appSources(rules = {}) {
  return {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
      importX.flatConfigs.typescript,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: { 'import-x/no-cycle': 'error', ...rules },
  };
}

/** Node-side files: the Vite config. */
export const nodeFiles = {
  files: ['vite.config.ts'],
  languageOptions: { globals: { ...globals.node } },
};
