import { demoAccounts } from './idp/accounts';
import type { StackPorts } from './ports';

/** What `npm start` and `npm run serve` print once the stack runs: where everything is, and who can sign in. */
export function stackBanner(title: string, ports: StackPorts, apiSummary: string, extra: string[] = []): string {
  const accounts = demoAccounts
    .map((a) => `  ${a.username.padEnd(6)} / ${a.password.padEnd(6)} ${a.groups.length ? a.groups.join(', ') : '(no group)'}`)
    .join('\n');
  return [
    '',
    `${title.padEnd(21)}http://localhost:${ports.app}`,
    `Trial origin:        http://trial.localhost:${ports.app}`,
    `Identity providers:  http://localhost:${ports.corporateIdp} (corporate), http://localhost:${ports.brandedIdp} (trial)`,
    `API:                 http://localhost:${ports.api} (${apiSummary})`,
    ...extra,
    '',
    'Demo accounts (username / password, groups):',
    accounts,
    '',
    'Press Ctrl-C to stop.',
  ].join('\n');
}

/** Ctrl-C or a TERM stops everything once, then the process. */
export function stopOnSignals(stop: () => Promise<unknown>) {
  let stopping = false;
  const once = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
}
