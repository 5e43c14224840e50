import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { demoAccounts } from './idp/accounts';
import { listenOnLoopback } from './listen';
import { localRuntimeConfig } from './local-config';
import { startPorts } from './ports';
import { productionAppHandler } from './production-app';
import { startStack } from './stack';

// `npm run serve`: the production build on the reference stack, with the same ports and accounts
// as `npm start`, served with compression, caching and the strict security headers.
await build({ logLevel: 'warn' });
const root = fileURLToPath(new URL('../dist', import.meta.url));
const dataDir = fileURLToPath(new URL('./.data/pglite', import.meta.url));
const stack = await startStack({ ports: startPorts, dataDir });
await stack.apiReady;
const closeApp = await listenOnLoopback(productionAppHandler({ root, config: localRuntimeConfig(startPorts) }), startPorts.app);

const accounts = demoAccounts
  .map((a) => `  ${a.username.padEnd(6)} / ${a.password.padEnd(6)} ${a.groups.length ? a.groups.join(', ') : '(no group)'}`)
  .join('\n');
console.log(`
Studio (production build) is running:   http://localhost:${startPorts.app}
Trial origin:        http://trial.localhost:${startPorts.app}
Identity providers:  http://localhost:${startPorts.corporateIdp} (corporate), http://localhost:${startPorts.brandedIdp} (trial)
API:                 http://localhost:${startPorts.api} (${stack.apiSummary})
Security headers:    npm run --silent headers (for a real web server)

Demo accounts (username / password, groups):
${accounts}

Press Ctrl-C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([closeApp(), stack.stop()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
