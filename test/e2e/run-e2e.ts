import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from '../../scripts/find-chromium';

// End-to-end tests run against the production build; `npm test` builds it first.
if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}

let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
