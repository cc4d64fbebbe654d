// ESLint for the guest web app: TypeScript, hooks and accessibility rules, no import cycles, and
// the feature boundaries (ARCHITECTURE.md "Feature boundaries") (features meet in src/app; one feature reaches another only
// through its public entry, features/<name>/index.ts), on top of the shared eslint.base.mjs.
import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import { appSources } from '../../eslint.base.mjs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import itself, and other features only through their index.ts. */
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message:
    'Import another feature through its public entry (features/<name>/index.ts), or move the shared piece to src/components, src/lib or src/config.',
}));

/** Features never import the app; shared code imports neither features nor the app. */
const appZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import from src/app: the app composes features, not the other way round.',
  },
  {
    target: ['./src/components', './src/lib', './src/config', './src/types'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, types) does not depend on a feature or on the app.',
  },
  {
    // Pages are composed in src/app/routes, one module per route, each its own lazy chunk; the
    // route table takes from the features only the catalogue prefetches and the role guard.
    target: './src/app/route-table.tsx',
    from: './src/features',
    except: ['./catalogue/prefetch.ts', './auth/RequireRole.tsx'],
    message:
      "The route table loads pages only through ./routes/* (one module per route, composing the feature's page); from features it imports only the catalogue prefetches and the role guard.",
  },
];

export default defineConfig(
  // Generated: the OpenAPI document and the types made from it.
  globalIgnores(['dist', 'node_modules', 'src/types/schema.d.ts', 'src/types/openapi.json']),
  appSources({
    'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...featureZones] }],
    // `_name` marks a value left unused on purpose (a rest-destructured key, a stub's argument).
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
    ],
    // autoFocus on a component prop is that component's decision, checked where it lands on a DOM element.
    'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
  }),
  {
    // The sign-in dialogs' steps: as the WAI-ARIA dialog pattern asks, focus moves to the step's
    // first field when it opens (these inputs live only inside a modal dialog).
    files: ['src/features/auth/components/**'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // A feature's tests may render the app's header or layout around it (integration tests), but
    // still reach other features only through their entries.
    files: ['src/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // Node-side files: the Vite config and the bundle measuring script.
    files: ['vite.config.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
