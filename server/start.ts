import { createServer } from 'vite';
import { demoAccounts } from './idp/accounts';
import { startPorts } from './ports';
import { startStack } from './stack';

// `npm start`: the reference stack plus the studio's dev server. Ctrl-C stops all of it.
const stack = await startStack({ ports: startPorts });
const vite = await createServer({ server: { port: startPorts.app, strictPort: true } });
await vite.listen();

const accounts = demoAccounts
  .map((a) => `  ${a.username.padEnd(6)} / ${a.password.padEnd(6)} ${a.groups.length ? a.groups.join(', ') : '(no group)'}`)
  .join('\n');
console.log(`
Studio is running:   http://localhost:${startPorts.app}
Trial origin:        http://trial.localhost:${startPorts.app}
Identity providers:  http://localhost:${startPorts.corporateIdp} (corporate), http://localhost:${startPorts.brandedIdp} (trial)

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
