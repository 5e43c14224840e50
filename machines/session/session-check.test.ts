import { describe, expect, it } from 'vitest';
import { afterAnswer, planCheck, sameSite, siteOf, type CheckPhase, type ProviderAnswer } from './session-check';

describe('the site of an address', () => {
  it.each([
    ['http://localhost:4173', 'http://localhost'],
    ['http://trial.localhost:4173', 'http://trial.localhost'],
    ['http://a.b.localhost', 'http://b.localhost'],
    ['https://studio.corp.example/', 'https://corp.example'],
    ['https://login.eu.corp.example/realms/x', 'https://corp.example'],
    ['https://example.com', 'https://example.com'],
    ['http://127.0.0.1:4173', 'http://127.0.0.1'],
    ['http://[::1]:4101', 'http://[::1]'],
    ['https://Login.Example.COM.', 'https://example.com'],
  ])('%s is on %s', (address, site) => {
    expect(siteOf(address)).toBe(site);
  });

  it('ports do not matter; scheme, IP literals and a name under localhost do', () => {
    expect(sameSite('http://localhost:4173', 'http://localhost:4101')).toBe(true);
    expect(sameSite('https://studio.corp.example', 'https://login.corp.example')).toBe(true);
    expect(sameSite('http://studio.corp.example', 'https://login.corp.example')).toBe(false);
    expect(sameSite('http://127.0.0.1:4173', 'http://localhost:4101')).toBe(false);
    expect(sameSite('http://127.0.0.1:4173', 'http://127.0.0.2:4101')).toBe(false);
    expect(sameSite('http://trial.localhost:4173', 'http://localhost:4102')).toBe(false);
    expect(sameSite('https://studio.corp.example', 'https://login.other.example')).toBe(false);
  });
});

describe('where the session check runs', () => {
  it('with the provider on the studio\'s site, unless the origin switches it off', () => {
    expect(planCheck({ pageOrigin: 'http://localhost:4173', authority: 'http://localhost:4101', switchedOn: true })).toEqual({ runs: true });
    expect(planCheck({ pageOrigin: 'http://localhost:4173', authority: 'http://localhost:4101', switchedOn: false })).toEqual({
      runs: false,
      why: 'switchedOff',
    });
  });

  it('never with a cross-site provider (the trial origin\'s, a provider opened from an IP address)', () => {
    expect(planCheck({ pageOrigin: 'http://trial.localhost:4173', authority: 'http://localhost:4102', switchedOn: true })).toEqual({
      runs: false,
      why: 'crossSite',
    });
    expect(planCheck({ pageOrigin: 'http://127.0.0.1:4173', authority: 'http://localhost:4101', switchedOn: true })).toEqual({
      runs: false,
      why: 'crossSite',
    });
  });
});

/** Feeds the answers in order from a fresh page and lists the verdicts. */
function verdicts(answers: ProviderAnswer[]) {
  let phase: CheckPhase = 'unconfirmed';
  return answers.map((answer) => {
    const step = afterAnswer(phase, answer);
    phase = step.phase;
    return step.verdict;
  });
}

describe('what an answer means', () => {
  it('"ended" after a code: the provider\'s session ended, the tab signs out', () => {
    expect(verdicts(['active', 'ended'])).toEqual(['keepAsking', 'signedOut']);
    expect(verdicts(['unknown', 'active', 'unknown', 'ended'])).toEqual(['keepAsking', 'keepAsking', 'keepAsking', 'signedOut']);
  });

  it('"ended" first: the frame cannot see the session, the check stops and the user stays', () => {
    expect(verdicts(['ended'])).toEqual(['stop']);
    expect(verdicts(['unknown', 'ended'])).toEqual(['keepAsking', 'stop']);
  });

  it('once stopped, later answers change nothing (not even a code)', () => {
    expect(verdicts(['ended', 'active', 'ended'])).toEqual(['stop', 'stop', 'stop']);
  });

  it('codes and "unknown" keep asking', () => {
    expect(verdicts(['active', 'unknown', 'active', 'unknown'])).toEqual(['keepAsking', 'keepAsking', 'keepAsking', 'keepAsking']);
  });
});
