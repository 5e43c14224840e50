import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { demoAccounts } from './idp/accounts';
import { startPorts } from './ports';
import { startStack } from './stack';

// `npm start`: the reference stack plus the studio's dev server. Ctrl-C stops all of it.
// Uploaded documents survive a restart of `npm start` (git ignores server/.data).
const dataDir = fileURLToPath(new URL('./.data/pglite', import.meta.url));
const stack = await startStack({ ports: startPorts, dataDir });
await stack.apiReady;
const vite = await createServer({ server: { port: startPorts.app, strictPort: true } });
await vite.listen();

const accounts = demoAccounts
  .map((a) => `  ${a.username.padEnd(6)} / ${a.password.padEnd(6)} ${a.groups.length ? a.groups.join(', ') : '(no group)'}`)
  .join('\n');
console.log(`
Studio is running:   http://localhost:${startPorts.app}
Trial origin:        http://trial.localhost:${startPorts.app}
Identity providers:  http://localhost:${startPorts.corporateIdp} (corporate), http://localhost:${startPorts.brandedIdp} (trial)
API:                 http://localhost:${startPorts.api} (${stack.apiSummary})

Demo accounts (username / password, groups):
${accounts}

Press Ctrl-C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([vite.close(), stack.stop()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
