import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startPorts } from './ports';
import { startStack } from './stack';
import { exitOnUncaughtErrors } from './last-resort';
import { stackBanner, stopOnSignals } from './stack-banner';

exitOnUncaughtErrors('studio');

// `npm start`: the reference stack plus the studio's dev server. Ctrl-C stops all of it.
// Uploaded documents survive a restart of `npm start` (git ignores server/.data).
const dataDir = fileURLToPath(new URL('./.data/pglite', import.meta.url));
const stack = await startStack({ ports: startPorts, dataDir });
await stack.apiReady;
const vite = await createServer({ server: { port: startPorts.app, strictPort: true } });
await vite.listen();

console.log(stackBanner('Studio is running:', startPorts, stack.apiSummary));
stopOnSignals(() => Promise.allSettled([vite.close(), stack.stop()]));
