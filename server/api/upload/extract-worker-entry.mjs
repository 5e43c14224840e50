// The extraction worker's first module. A worker thread starts without the TypeScript loader
// its parent may have (vitest transforms in-process, and `execArgv` is not passed on), so the
// worker registers tsx itself, the same way under `npm start`, `npm run serve` and in tests.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
