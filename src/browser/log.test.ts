import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, setLogLevel } from './log';

describe('the log level', () => {
  afterEach(() => {
    setLogLevel('error');
    vi.restoreAllMocks();
  });

  const spies = () => ({
    debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  });
  const writeAll = () => (['debug', 'info', 'warn', 'error'] as const).forEach((level) => log[level](level));

  it('by default only errors are written', () => {
    const console = spies();
    writeAll();
    expect([console.debug, console.info, console.warn, console.error].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1]);
  });

  it('warn writes warnings and errors; debug everything; off nothing', () => {
    const console = spies();
    setLogLevel('warn');
    writeAll();
    expect([console.debug, console.info, console.warn, console.error].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 1, 1]);
    setLogLevel('debug');
    writeAll();
    expect([console.debug, console.info, console.warn, console.error].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 2, 2]);
    setLogLevel('off');
    writeAll();
    expect(console.error.mock.calls.length).toBe(2);
  });
});
