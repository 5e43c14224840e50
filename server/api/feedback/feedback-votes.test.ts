import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capabilities } from '../../../contracts/main-api';
import type { FeedbackVote, FeedbackVotes } from '../../../contracts/feedback-api';
import { knowledgeGroups, localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { defaultImagePolicies } from '../vision/image-policy';
import { detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, studioOrigin, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';

type Headers = Record<string, string>;
const messages = [{ role: 'user', content: 'When are invoices due?' }];

describe(`${testDatabaseDriver()}: a vote on one of my answers`, () => {
  let api: TestApi;
  let carl: Headers;
  let dana: Headers;
  beforeAll(async () => {
    api = await startTestApi({ port: 4481, vision: { imageModel: null, offlineDelayMs: 0, policies: defaultImagePolicies } });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.chat, localGroups.vision, localGroups.registry, knowledgeGroups.it] });
    dana = await api.bearer({ subject: 'dana', groups: [localGroups.chat] });
  }, startUpMs);
  afterAll(() => api.stop());

  /** A chat answer's ledger id, from its last line. */
  const chatAnswer = async (headers: Headers, body: Record<string, unknown> = {}) => {
    const lines = await readNdjson(await chatRequest(api.url, headers, { messages, ...body }));
    return lines.at(-1)!.ledgerId;
  };
  const put = (headers: Headers, ledgerId: string, body: unknown) =>
    fetch(`${api.url}/v1/feedback/votes/${ledgerId}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const withdraw = (headers: Headers, ledgerId: string) => fetch(`${api.url}/v1/feedback/votes/${ledgerId}`, { method: 'DELETE', headers });
  const mine = async (headers: Headers, ledgerIds: readonly string[]) => {
    const response = await fetch(`${api.url}/v1/feedback/votes?ledgerIds=${ledgerIds.join(',')}`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as FeedbackVotes).votes;
  };

  it('carries the ledger id on the last line of a chat answer, and the vote on it reads back after a reload', async () => {
    const ledgerId = (await chatAnswer(carl))!;
    expect(ledgerId).toMatch(/^[1-9][0-9]*$/);
    const response = await put(carl, ledgerId, { vote: 'down', reason: 'incomplete', comment: '  It left out the late fees.  ' });
    expect(response.status).toBe(200);
    const stored = (await response.json()) as FeedbackVote;
    expect(stored).toEqual({ ledgerId, vote: 'down', reason: 'incomplete', comment: 'It left out the late fees.', exchangeIncluded: false, votedAt: '2026-03-02T09:00:00.000Z' });
    expect(await mine(carl, [ledgerId])).toEqual([stored]);
  });

  it('replaces my vote whole when I change it, and withdrawing it leaves none (204 also when there was none)', async () => {
    const ledgerId = (await chatAnswer(carl))!;
    await put(carl, ledgerId, { vote: 'down', reason: 'wrong', comment: 'No.' });
    expect((await put(carl, ledgerId, { vote: 'up' })).status).toBe(200);
    expect(await mine(carl, [ledgerId])).toEqual([{ ledgerId, vote: 'up', exchangeIncluded: false, votedAt: '2026-03-02T09:00:00.000Z' }]);
    expect((await withdraw(carl, ledgerId)).status).toBe(204);
    expect(await mine(carl, [ledgerId])).toEqual([]);
    expect((await withdraw(carl, ledgerId)).status).toBe(204);
    expect((await withdraw(carl, 'not-a-ledger-id')).status).toBe(204);
  });

  it("refuses a vote on someone else's answer as unknown, and leaves their vote alone", async () => {
    const danas = (await chatAnswer(dana))!;
    await put(dana, danas, { vote: 'up' });
    const refused = await put(carl, danas, { vote: 'down', reason: 'wrong' });
    expect(refused.status).toBe(404);
    expect(await detailOf(refused)).toBe('There is no answer of yours with this ledger id that takes a vote.');
    expect((await withdraw(carl, danas)).status).toBe(204);
    expect(await mine(carl, [danas])).toEqual([]);
    expect((await mine(dana, [danas])).map((vote) => vote.vote)).toEqual(['up']);
    expect((await put(carl, '999999999', { vote: 'up' })).status).toBe(404);
    expect((await put(carl, 'abc', { vote: 'up' })).status).toBe(404);
  });

  it('takes no vote on an answer of another tool than the chat, the audit assistant and the registry', async () => {
    const image = { prompt: 'A lighthouse', negative_prompt: '', guidance_scale: 7.5, aspect_ratio: '1:1' };
    const response = await fetch(`${api.url}/v1/image_gen`, { method: 'POST', headers: { ...carl, 'content-type': 'application/json' }, body: JSON.stringify(image) });
    expect(response.status).toBe(200);
    await response.text();
    const [row] = await api.db.query<{ id: string }>("select id::text as id from usage_ledger where tool = 'vision' order by id desc limit 1");
    expect((await put(carl, row!.id, { vote: 'up' })).status).toBe(404);
  });

  it.each([
    ['no vote', { reason: 'wrong' }, 'vote must be up or down.'],
    ['a sideways vote', { vote: 'sideways' }, 'vote must be up or down.'],
    ['a reason off the list', { vote: 'down', reason: 'boring' }, 'reason must be one of: wrong, incomplete, offTopic, unclear, other.'],
    ['a reason with a thumbs-up', { vote: 'up', reason: 'wrong' }, 'A reason goes with a thumbs-down only.'],
    ['501 characters of words', { vote: 'down', comment: 'x'.repeat(501) }, 'comment may be at most 500 characters.'],
    ['an exchange without its answer', { vote: 'down', exchange: { question: 'Q' } }, 'exchange must hold the question and the answer as text.'],
  ])('answers 422 for %s', async (_case, body, detail) => {
    const ledgerId = (await chatAnswer(carl))!;
    const response = await put(carl, ledgerId, body);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toBe(detail);
  });

  it('takes 500 characters of words, counted as a person counts them', async () => {
    const ledgerId = (await chatAnswer(carl))!;
    expect((await put(carl, ledgerId, { vote: 'down', comment: '👎'.repeat(500) })).status).toBe(200);
  });

  it('keeps the question and answer only when I include them, and deletes that copy with the chat', async () => {
    const ledgerId = (await chatAnswer(carl))!;
    const exchange = { question: 'When are invoices due?', answer: 'In 30 days.' };
    expect(((await (await put(carl, ledgerId, { vote: 'down', reason: 'wrong', exchange })).json()) as FeedbackVote).exchangeIncluded).toBe(true);
    expect(await api.db.query('select question, answer from answer_feedback where ledger_id = $1', [ledgerId])).toEqual([exchange]);
    const deleted = await fetch(`${api.url}/v1/feedback/copies?ledgerIds=${ledgerId},123456789`, { method: 'DELETE', headers: carl });
    expect(deleted.status).toBe(204);
    expect(await api.db.query('select question, answer from answer_feedback where ledger_id = $1', [ledgerId])).toEqual([{ question: null, answer: null }]);
    expect(await mine(carl, [ledgerId])).toEqual([expect.objectContaining({ vote: 'down', reason: 'wrong', exchangeIncluded: false })]);
  });

  it("leaves another person's copy when I delete my chat", async () => {
    const danas = (await chatAnswer(dana))!;
    await put(dana, danas, { vote: 'down', exchange: { question: 'Q', answer: 'A' } });
    await fetch(`${api.url}/v1/feedback/copies?ledgerIds=${danas}`, { method: 'DELETE', headers: carl });
    expect((await mine(dana, [danas]))[0]!.exchangeIncluded).toBe(true);
  });

  it('answers 422 for ledger ids that are none, or too many', async () => {
    for (const query of ['', '?ledgerIds=', '?ledgerIds=1,x', `?ledgerIds=${Array.from({ length: 501 }, (_, index) => index + 1).join(',')}`]) {
      expect((await fetch(`${api.url}/v1/feedback/votes${query}`, { headers: carl })).status, query).toBe(422);
      expect((await fetch(`${api.url}/v1/feedback/copies${query}`, { method: 'DELETE', headers: carl })).status, query).toBe(422);
    }
  });

  it('names the ledger row on the last line of a kept answer, also when it is read again', async () => {
    const answerId = randomUUID();
    const ledgerId = await chatAnswer(carl, { answerId, sessionId: 'chat-kept' });
    expect(ledgerId).toMatch(/^[1-9][0-9]*$/);
    const again = await readNdjson(await fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers: carl }));
    expect(again.at(-1)).toMatchObject({ done: true, error: null, ledgerId });
    expect((await put(carl, ledgerId!, { vote: 'up' })).status).toBe(200);
  });

  it("names the ledger row on a registry answer's last line", async () => {
    const response = await fetch(`${api.url}/v1/registry/it-service-desk/v1/chat/stream`, {
      method: 'POST',
      headers: { ...carl, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'How do I reset my password?' }] }),
    });
    const last = (await readNdjson(response)).at(-1) as { ledgerId?: string; sources?: unknown[] };
    expect(last.sources?.length).toBeGreaterThan(0);
    expect(await api.db.query('select tool, component from usage_ledger where id = $1', [last.ledgerId])).toEqual([{ tool: 'registry', component: 'it-service-desk' }]);
    expect((await put(carl, last.ledgerId!, { vote: 'down', reason: 'offTopic' })).status).toBe(200);
  });

  it('gives the trial no ledger id and no vote, and tells each caller what they may do', async () => {
    const trial = { authorization: `Bearer ${await api.trial.token({ subject: 'tina', groups: [localGroups.trial], now: api.clock.now() })}` };
    expect(await chatAnswer(trial)).toBeUndefined();
    const [row] = await api.db.query<{ id: string }>("select id::text as id from usage_ledger where tenant = 'trial'");
    const refused = await put(trial, row!.id, { vote: 'up' });
    expect(refused.status).toBe(403);
    const capabilities = async (headers: Headers) => ((await (await fetch(`${api.url}/v1/capabilities`, { headers })).json()) as Capabilities).feedback;
    expect(await capabilities(trial)).toEqual({ vote: false, admin: false, components: [] });
    expect(await capabilities(carl)).toEqual({ vote: true, admin: false, components: [] });
    const contact = await api.bearer({ subject: 'ingo', groups: [localGroups.registry], extraClaims: { email: 'ServiceDesk@Example.com' } });
    expect(await capabilities(contact)).toEqual({ vote: true, admin: false, components: ['it-service-desk'] });
  });

  it('lets the studio read the audit headers from its origin', async () => {
    const response = await fetch(`${api.url}/v1/feedback/votes?ledgerIds=1`, { headers: { ...carl, origin: studioOrigin } });
    expect(response.headers.get('access-control-expose-headers')).toContain('Studio-Ledger-Id');
  });
});
