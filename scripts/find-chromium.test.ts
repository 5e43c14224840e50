import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findChromium } from './find-chromium';

describe('finding Chromium', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('an explicit CHROMIUM_PATH wins', () => {
    const binary = join(mkdtempSync(join(tmpdir(), 'chromium-')), 'chrome');
    writeFileSync(binary, '');
    vi.stubEnv('CHROMIUM_PATH', binary);
    expect(findChromium()).toBe(binary);
  });

  it('a CHROMIUM_PATH that does not exist is an error naming it, not a silent fallback', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chrome');
    expect(() => findChromium()).toThrow('/nowhere/chrome');
  });

  it('prefers the system Chromium', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const system = join(mkdtempSync(join(tmpdir(), 'usr-bin-')), 'chromium');
    writeFileSync(system, '');
    expect(findChromium(['/nowhere/chromium', system])).toBe(system);
  });

  it("falls back to Playwright's own cache, newest build first", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const cache = mkdtempSync(join(tmpdir(), 'ms-playwright-'));
    for (const build of ['chromium-999', 'chromium-1200']) {
      mkdirSync(join(cache, build, 'chrome-linux'), { recursive: true });
      writeFileSync(join(cache, build, 'chrome-linux', 'chrome'), '');
    }
    vi.stubEnv('PLAYWRIGHT_BROWSERS_PATH', cache);
    expect(findChromium([])).toBe(join(cache, 'chromium-1200', 'chrome-linux', 'chrome'));
  });

  it('finds nothing when there is nothing', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    vi.stubEnv('PLAYWRIGHT_BROWSERS_PATH', mkdtempSync(join(tmpdir(), 'empty-')));
    expect(findChromium([])).toBeUndefined();
  });
});
