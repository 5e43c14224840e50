import { describe, expect, it } from 'vitest';
import { chatRequest, type TurnContext } from './chat-request';
import { dateAnswer } from './date-answer';

const context: TurnContext = {
  uid: 'u1001',
  workforceID: 'W1001',
  sessionId: 'session_1',
  timezone: 'Europe/Berlin',
  locale: 'de-DE',
  documents: ['a'.repeat(64)],
  botToken: 'studio-demo',
  headers: { 'x-channel': 'studio' },
  testMode: false,
};

describe('the chat request of one turn', () => {
  it('carries version, user, session, time zone, locale, text and profile data (§7)', () => {
    expect(chatRequest(context, 'line one\nline two\r\nthree')).toEqual({
      version: '2.0',
      user: { userId: 'USER_u1001', sessionId: 'session_1', timezone: 'Europe/Berlin' },
      locale: 'de-DE',
      request: {
        type: 'TEXT',
        message: 'line one line two three',
        data: { uid: 'u1001', workforceID: 'W1001', documents: ['a'.repeat(64)], token: 'studio-demo', headers: { 'x-channel': 'studio' } },
      },
    });
  });

  it('names the user by workforceID when there is no uid, and marks test mode', () => {
    const request = chatRequest({ ...context, uid: '', testMode: true }, 'hi') as ReturnType<typeof chatRequest> & { testMode?: boolean };
    expect(request.user.userId).toBe('USER_W1001');
    expect(request.testMode).toBe(true);
  });

  it('merges sitData into the data but never lets it replace the user, token, headers, documents or profile', () => {
    const hostile = JSON.parse(
      '{"orderId":"4711","uid":"admin","workforceID":"W0","token":"other-bot","headers":{"authorization":"x"},"documents":["b"],"user":{"userId":"USER_admin"},"__proto__":{"polluted":true}}',
    ) as Record<string, unknown>;
    const request = chatRequest(context, 'order-cancel', hostile);
    expect(request.request.data).toEqual({ orderId: '4711', uid: 'u1001', workforceID: 'W1001', documents: ['a'.repeat(64)], token: 'studio-demo', headers: { 'x-channel': 'studio' } });
    expect(request.user.userId).toBe('USER_u1001');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a date picker answer (§5)', () => {
  it.each([
    ['2026-03-10', '2026-03-03', '2026-05-01', { ok: true, value: '2026-03-10' }],
    ['2026-03-10T09:00', undefined, undefined, { ok: true, value: '2026-03-10' }],
    ['10.03.2026', undefined, undefined, { ok: false, reason: 'format' }],
    ['2026-02-30', undefined, undefined, { ok: false, reason: 'not-a-day' }],
    ['2026-13-01', undefined, undefined, { ok: false, reason: 'not-a-day' }],
    ['2026-03-02', '2026-03-03', undefined, { ok: false, reason: 'before-min' }],
    ['2026-05-02', undefined, '2026-05-01', { ok: false, reason: 'after-max' }],
    ['', undefined, undefined, { ok: false, reason: 'format' }],
  ])('%j within [%s, %s] → %j', (input, min, max, expected) => {
    expect(dateAnswer(input, min, max)).toEqual(expected);
  });
});
