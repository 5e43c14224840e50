import { describe, expect, it } from 'vitest';
import { localConfig } from '../../test/fixtures/runtime-config';
import { absoluteUrl, isTrialOrigin, resolveOrigin } from './origin';

describe('origin from the address', () => {
  const config = localConfig();

  it.each([
    ['trial.localhost', 'trial'],
    ['TRIAL.localhost', 'trial'],
    ['studio.corp.example', 'corporate1'],
    ['studio.corp2.example', 'corporate2'],
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['evil-trial.localhost', 'development'],
  ] as const)('%s is the %s origin', (host, origin) => {
    expect(resolveOrigin(config, host)).toBe(origin);
  });

  it('only the trial origin is the trial variant', () => {
    expect(isTrialOrigin('trial')).toBe(true);
    expect(['corporate1', 'corporate2', 'development'].some((o) => isTrialOrigin(o as 'development'))).toBe(false);
  });

  it('resolves a relative redirect address against the page origin', () => {
    expect(absoluteUrl('/', 'http://trial.localhost:5173')).toBe('http://trial.localhost:5173/');
    expect(absoluteUrl('https://studio.example/cb', 'http://localhost:5173')).toBe('https://studio.example/cb');
  });
});
