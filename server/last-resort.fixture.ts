import { exitOnUncaughtErrors } from './last-resort';

// Run by last-resort.test.ts as a child process: `throw` or `reject`, after the event loop has turned.
exitOnUncaughtErrors('fixture');
const how = process.argv[2];
setTimeout(() => {
  if (how === 'throw') throw new Error('thrown and never caught');
  void Promise.reject(new Error('rejected and never awaited'));
}, 10);
// The process would otherwise live on: the last resort ends it, not an empty event loop.
setInterval(() => undefined, 1_000);
