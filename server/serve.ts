import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { listenOnLoopback } from './listen';
import { localRuntimeConfig } from './local-config';
import { startPorts } from './ports';
import { productionAppHandler } from './production-app';
import { startStack } from './stack';
import { exitOnUncaughtErrors } from './last-resort';
import { stackBanner, stopOnSignals } from './stack-banner';

exitOnUncaughtErrors('studio');

// `npm run serve`: the production build on the reference stack, with the same ports and accounts
// as `npm start`, served with compression, caching and the strict security headers.
await build({ logLevel: 'warn' });
const root = fileURLToPath(new URL('../dist', import.meta.url));
const dataDir = fileURLToPath(new URL('./.data/pglite', import.meta.url));
const stack = await startStack({ ports: startPorts, dataDir });
await stack.apiReady;
const closeApp = await listenOnLoopback(productionAppHandler({ root, config: localRuntimeConfig(startPorts) }), startPorts.app);

console.log(
  stackBanner('Studio (production):', startPorts, stack.apiSummary, ['Security headers:    npm run --silent headers (for a real web server)']),
);
stopOnSignals(() => Promise.allSettled([closeApp(), stack.stop()]));
