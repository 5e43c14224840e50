import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { answerText, detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';

const rateLimit = 3;
const question = (content: string) => [{ role: 'user', content }];

describe('chat limits and refusals', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4305, rateLimitPerMinute: rateLimit });
  }, startUpMs);
  afterAll(() => api.stop());

  // 24 hours written out (86,400,000 ms), so a wrong lifetime fails.
  describe('410: documents live 24 hours', () => {
    it('answers from a document until its 24 hours are over, then names it in a 410', async () => {
      const user = await api.bearer({ subject: 'expiry' });
      const hash = await uploadAs(api.url, user, new TextEncoder().encode('Der Vertrag läuft bis Ende Mai.'), 'vertrag.txt');
      api.clock.advance(86_400_000 - 1000);
      const before = await chatRequest(api.url, await api.bearer({ subject: 'expiry' }), { messages: question('Vertrag'), documents: [hash] });
      expect(answerText(await readNdjson(before))).toContain('Der Vertrag läuft bis Ende Mai.');

      api.clock.advance(1000);
      const after = await chatRequest(api.url, await api.bearer({ subject: 'expiry' }), { messages: question('Vertrag'), documents: [hash] });
      expect(after.status).toBe(410);
      expect(await detailOf(after)).toBe(
        'The document "vertrag.txt" has expired (documents are kept for 24 hours). Please upload it again.',
      );
    });

    it('restarts the 24 hours when the same file is uploaded again', async () => {
      const bytes = new TextEncoder().encode('Renewal notice.');
      const hash = await uploadAs(api.url, await api.bearer({ subject: 'renewal' }), bytes, 'notice.txt');
      api.clock.advance(86_400_000 + 1);
      await uploadAs(api.url, await api.bearer({ subject: 'renewal' }), bytes, 'notice.txt');
      const response = await chatRequest(api.url, await api.bearer({ subject: 'renewal' }), { messages: question('notice'), documents: [hash] });
      expect(answerText(await readNdjson(response))).toContain('Renewal notice.');
    });

    it('names every expired file and every unknown hash in one detail', async () => {
      const user = () => api.bearer({ subject: 'several' });
      const first = await uploadAs(api.url, await user(), new TextEncoder().encode('one'), 'one.txt');
      const second = await uploadAs(api.url, await user(), new TextEncoder().encode('two'), 'two.csv');
      api.clock.advance(86_400_000);
      const unknown = 'ab'.repeat(32);
      const response = await chatRequest(api.url, await user(), { messages: question('x'), documents: [first, second, unknown] });
      expect(response.status).toBe(410);
      expect(await detailOf(response)).toBe(
        'The documents "one.txt", "two.csv" have expired (documents are kept for 24 hours). ' +
          'The document abababab… is not available. Please upload them again.',
      );
    });
  });

  describe('413: too long', () => {
    // " hello" is one token, so n repetitions after "hello" are n + 1 tokens.
    const tokens = (count: number) => `hello${' hello'.repeat(count - 1)}`;

    it('accepts messages of exactly 40,000 tokens', async () => {
      const response = await chatRequest(api.url, await api.bearer({ subject: 'long-ok' }), { messages: question(tokens(40_000)) });
      expect(response.status).toBe(200);
      const [first] = await readNdjson(response);
      // The model read all of it: the receipt names no left-out messages.
      expect(first?.receipt).toBeDefined();
      expect(first?.receipt).not.toHaveProperty('earlierMessages');
    });

    it('refuses a newest message of 40,001 tokens', async () => {
      const messages = [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: 'hello' },
        { role: 'user', content: tokens(40_001) },
      ];
      const response = await chatRequest(api.url, await api.bearer({ subject: 'long' }), { messages });
      expect(response.status).toBe(413);
      expect(await detailOf(response)).toBe('The text is too long. The maximum length is 40,000 tokens.');
    });

    it('answers a short question in a conversation of more than 40,000 tokens (its oldest part left out)', async () => {
      const messages = [
        { role: 'user', content: tokens(20_000) },
        { role: 'assistant', content: tokens(20_000) },
        { role: 'user', content: 'hello' },
      ];
      const response = await chatRequest(api.url, await api.bearer({ subject: 'long-chat' }), { messages });
      expect(response.status).toBe(200);
      // 20,000 + 20,000 + 1 tokens: the oldest message goes, and the receipt says so.
      const [first] = await readNdjson(response);
      expect(first?.receipt?.earlierMessages).toBe(1);
    });

    it('refuses a body over 4 MB before parsing it', async () => {
      const response = await chatRequest(api.url, await api.bearer({ subject: 'huge' }), { messages: question('x'.repeat(4_300_000)) });
      expect(response.status).toBe(413);
    });
  });

  describe('429: the per-user rate limit', () => {
    it(`allows ${rateLimit} requests a minute per user, then answers 429 with Retry-After until the minute is over`, async () => {
      const send = async (subject: string) =>
        chatRequest(api.url, await api.bearer({ subject }), { messages: question('hi') });
      for (let i = 0; i < rateLimit; i += 1) {
        const ok = await send('busy');
        expect(ok.status).toBe(200);
        await ok.body?.cancel();
        api.clock.advance(10_000);
      }
      const refused = await send('busy');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await detailOf(refused)).toBe('Too many requests. Please try again later.');

      const other = await send('calm');
      expect(other.status).toBe(200);
      await other.body?.cancel();

      api.clock.advance(30_000);
      const again = await send('busy');
      expect(again.status).toBe(200);
      await again.body?.cancel();
    });
  });

  describe('malformed requests', () => {
    it('answers 400 for a body that is not JSON', async () => {
      const response = await chatRequest(api.url, await api.bearer({ subject: 'bad' }), '{"messages": [');
      expect(response.status).toBe(400);
      expect(await detailOf(response)).toBe('The request body is not valid JSON.');
    });

    it.each([
      ['no messages', { messages: [] }, '"messages" must be a non-empty array.'],
      ['an unknown role', { messages: [{ role: 'system', content: 'x' }] }, 'messages[0].role must be "user" or "assistant".'],
      ['content that is not text', { messages: [{ role: 'user', content: 42 }] }, 'messages[0].content must be a string.'],
      ['no user message', { messages: [{ role: 'assistant', content: 'Hi' }] }, 'The conversation has no user message.'],
      ['a document that is not a hash', { messages: question('x'), documents: ['report.pdf'] }, '"documents" must hold doc_hash values from uploads.'],
    ])('answers 422 for %s', async (name, body, detail) => {
      const response = await chatRequest(api.url, await api.bearer({ subject: `shape: ${name}` }), body);
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toBe(detail);
    });
  });

  it('refuses chat without a token (401) and without the chat or trial group (403)', async () => {
    expect((await chatRequest(api.url, {}, { messages: question('x') })).status).toBe(401);
    const audit = await chatRequest(api.url, await api.bearer({ groups: [localGroups.audit] }), { messages: question('x') });
    expect(audit.status).toBe(403);
  });
});
