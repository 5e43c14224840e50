import { describe, expect, it } from 'vitest';
import { localConfigJson } from '../test/fixtures/runtime-config';
import { parseRuntimeConfig } from './runtime-config';

const parse = (scos: unknown) => {
  const json = localConfigJson();
  if (scos === undefined) delete json.scos;
  else json.scos = scos;
  return parseRuntimeConfig(json);
};

// The reference bot's settings, written out: a changed default in the code must show here.
const referenceDefaults = {
  botToken: 'studio-demo',
  testMode: false,
  rest: true,
  transcriptTrigger: '/transcript',
  transcriptFilter: ['PLACEHOLDER', 'DATA_ONLY'],
  transcriptFilename: 'transcript-{name}-{date}.txt',
  transcriptYouLabel: 'you',
  transcriptBotLabel: 'bot',
  uploadTrigger: 'upload:start',
  uploadCancelTrigger: 'upload:cancel',
  autoNameAt: 4,
  videoHosts: ['www.youtube-nocookie.com'],
  replyTimeoutMs: 30_000,
};

describe('the customer-service demo settings (config.json "scos")', () => {
  it('are the reference bot\'s defaults when the section or a field is left out', () => {
    const whole = parse(undefined);
    expect(whole.ok && whole.config.scos).toEqual(referenceDefaults);
    expect(parse({ testMode: true, transcriptFilter: 'PLACEHOLDER, DATA_ONLY, MEDIA' })).toMatchObject({
      ok: true,
      config: { scos: { ...referenceDefaults, testMode: true, transcriptFilter: ['PLACEHOLDER', 'DATA_ONLY', 'MEDIA'] } },
    });
  });

  it('name each wrong value by its path', () => {
    const result = parse({ rest: 'yes', botToken: '', autoNameAt: 1.5, videoHosts: ['https://evil.example/x'] });
    expect(result.ok ? [] : result.problems).toEqual([
      'scos.botToken must be a non-empty string',
      'scos.rest must be true or false',
      'scos.autoNameAt must be a whole number of at least 2',
      'scos.videoHosts must hold host names only, not "https://evil.example/x"',
    ]);
    expect(parse('on')).toMatchObject({ ok: false, problems: ['scos must be an object'] });
  });

  it('give up a silent bot after 30 s unless replyTimeoutMs says otherwise (a whole number of ms, at least 1 s)', () => {
    expect(parse({})).toMatchObject({ ok: true, config: { scos: { replyTimeoutMs: 30_000 } } });
    expect(parse({ replyTimeoutMs: 5000 })).toMatchObject({ ok: true, config: { scos: { replyTimeoutMs: 5000 } } });
    for (const wrong of [999, 1500.5, '30000', null]) {
      expect(parse({ replyTimeoutMs: wrong })).toEqual({ ok: false, problems: ['scos.replyTimeoutMs must be a whole number of milliseconds, at least 1000'] });
    }
  });
});
