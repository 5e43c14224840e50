import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightCacheChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const buildNumber = (name: string) => Number(name.slice('chromium-'.length));
  const builds = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => buildNumber(b) - buildNumber(a));
  for (const build of builds) {
    for (const binary of ['chrome-linux/chrome', 'chrome-linux64/chrome']) {
      const path = join(cache, build, binary);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** CHROMIUM_PATH, then the system Chromium, then Playwright's own cache. */
export function findChromium(systemPaths: readonly string[] = systemCandidates): string | undefined {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`CHROMIUM_PATH points at ${explicit}, which does not exist`);
    return explicit;
  }
  return systemPaths.find((path) => existsSync(path)) ?? playwrightCacheChromium();
}

const canInstallDebianChromium = () =>
  existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;

/** Finds a Chromium, installing Debian's package when this is a Debian machine without one. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!canInstallDebianChromium()) {
    throw new Error('No Chromium found: install one (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.');
  }
  console.log('No Chromium found: installing Debian\'s chromium package…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no binary was found at /usr/bin/chromium');
  return installed;
}
