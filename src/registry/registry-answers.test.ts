import { describe, expect, it } from 'vitest';
import { settleAnswer, type AnswerEnd } from '../../domain/answer-end';
import { chatSentinels } from '../../domain/chat-sentinels';
import { registryAnswerToast, registrySettlementEnd } from './registry-answers';

const generic = { content: chatSentinels.generic };

describe('a registry answer\'s ending (tools.md §8 "Retrieval chat": 401 and 410 as in the chat, others generic)', () => {
  it.each<[string, AnswerEnd, object, object | null]>([
    ['complete', { status: 'complete' }, { content: 'Answer' }, null],
    ['401: the exchange goes, no toast (the session ends)', { status: 'http', code: 401, detail: null }, { remove: 'exchange' }, null],
    ['410: generic message, the detail in the toast', { status: 'http', code: 410, detail: 'Index rebuilt' }, generic, { title: { key: 'chat-stream:streamFailedTitle', values: { status: 410 } }, description: { key: 'chat-stream:serverDetail', values: { detail: 'Index rebuilt' } } }],
    ['413: generic, not the chat\'s upload text', { status: 'http', code: 413, detail: null }, generic, { title: { key: 'chat-stream:streamFailedTitle', values: { status: 413 } }, description: { key: 'chat-stream:generic' } }],
    ['429: generic, not the chat\'s rate-limit text', { status: 'http', code: 429, detail: null }, generic, { title: { key: 'chat-stream:streamFailedTitle', values: { status: 429 } }, description: { key: 'chat-stream:generic' } }],
    ['an error in the stream: generic', { status: 'stream-error', error: 'model down' }, generic, { description: { key: 'chat-stream:generic' } }],
    ['503: generic', { status: 'http', code: 503, detail: null }, generic, { title: { key: 'chat-stream:streamFailedTitle', values: { status: 503 } } }],
  ])('%s', (_, end, settlement, toast) => {
    expect(settleAnswer(registrySettlementEnd(end), 'Answer')).toEqual(settlement);
    const shown = registryAnswerToast(end, 'Answer');
    if (toast === null) expect(shown).toBeNull();
    else expect(shown).toMatchObject(toast);
  });
});
