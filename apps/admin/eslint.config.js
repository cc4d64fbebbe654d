// ESLint for the admin console: the shared rules of eslint.base.mjs (TypeScript, hooks,
// accessibility, no import cycles) and nothing of its own.
import { defineConfig, globalIgnores } from 'eslint/config';
import { appSources, nodeFiles } from '../../eslint.base.mjs';

export default defineConfig(globalIgnores(['dist', 'node_modules', 'src/types/schema.d.ts']), appSources(), nodeFiles);
