import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentFeedback, FeedbackReport, PromptFeedback } from '../../../contracts/feedback-api';
import { departmentGroups, knowledgeGroups, localGroups, usageAdminGroup } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

type Headers = Record<string, string>;
const itAudit = [localGroups.audit, departmentGroups.it];
const noReasons = { wrong: 0, incomplete: 0, offTopic: 0, unclear: 0, other: 0 };
const prompt = { department_code: 'IT', description: 'Checks a case for risks', draft: false, private: false, prompt_name: 'Risk check', prompt_template: 'You are an auditor.' };

describe(`${testDatabaseDriver()}: what users think of a prompt's versions and a component's answers`, () => {
  let api: TestApi;
  let alice: Headers;
  let carl: Headers;
  let dave: Headers;
  let ingo: Headers;
  let admin: Headers;
  let promptId: string;
  const votesOf: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ port: 4482, usageEnv: { ADMIN_GROUPS: usageAdminGroup } });
    alice = await api.bearer({ subject: 'alice', groups: itAudit });
    carl = await api.bearer({ subject: 'carl', groups: [...itAudit, localGroups.registry, knowledgeGroups.it] });
    dave = await api.bearer({ subject: 'dave', groups: [...itAudit, localGroups.registry] });
    ingo = await api.bearer({ subject: 'ingo', groups: [localGroups.registry], extraClaims: { email: 'servicedesk@example.com' } });
    admin = await api.bearer({ subject: 'ada', groups: [localGroups.chat, usageAdminGroup] });
    const created = await fetch(`${api.url}/v1/prompt`, { method: 'POST', headers: { ...alice, 'content-type': 'application/json' }, body: JSON.stringify(prompt) });
    promptId = ((await created.json()) as { prompt_id: string }).prompt_id;
  }, startUpMs);
  afterAll(() => api.stop());

  /** An audit answer of the prompt's version; its ledger id from the header. */
  const auditAnswer = async (headers: Headers, version: number) => {
    const body = { model: 'offline', query: 'Is a 12,000 EUR invoice without a second signature a risk?', prompt_template: '', risk_assesment: false, temperature: 0.2, agentmode: false, prompt_id: promptId, prompt_version: version };
    const response = await fetch(`${api.url}/v1/rag/stream`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    await response.text();
    return response.headers.get('studio-ledger-id')!;
  };
  const vote = async (headers: Headers, ledgerId: string, body: unknown) => {
    const response = await fetch(`${api.url}/v1/feedback/votes/${ledgerId}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  };
  const promptFeedback = (headers: Headers, id = promptId) => fetch(`${api.url}/v1/feedback/prompts/${id}`, { headers });
  const readPrompt = async (headers: Headers) => {
    const response = await promptFeedback(headers);
    expect(response.status).toBe(200);
    return (await response.json()) as PromptFeedback;
  };

  it("shows alice, the prompt's owner, carl's thumbs-down with its reason under that version, and not who gave it", async () => {
    votesOf.carl = await auditAnswer(carl, 1);
    expect(votesOf.carl).toMatch(/^[1-9][0-9]*$/);
    await vote(carl, votesOf.carl, { vote: 'down', reason: 'wrong', comment: 'Misses the second signature rule.', exchange: { question: 'Is it a risk?', answer: 'No.' } });
    const feedback = await readPrompt(alice);
    expect(feedback).toEqual({
      promptId,
      versions: [{ version: 1, uses: 1, up: 0, down: 1, reasons: { ...noReasons, wrong: 1 }, entries: [
        { day: '2026-03-02', vote: 'down', reason: 'wrong', comment: 'Misses the second signature rule.', exchange: { question: 'Is it a risk?', answer: 'No.' } },
      ] }],
    });
    expect(JSON.stringify(feedback)).not.toMatch(/carl|corporate\.test|user/i);
  });

  it("counts two people's votes on the same version, each apart", async () => {
    votesOf.dave = await auditAnswer(dave, 1);
    await vote(dave, votesOf.dave, { vote: 'up' });
    const [version] = (await readPrompt(alice)).versions;
    expect(version).toMatchObject({ version: 1, uses: 2, up: 1, down: 1 });
    // A thumbs-up with nothing to read is counted, not listed.
    expect(version!.entries).toHaveLength(1);
  });

  it('files the next version apart, the newest first', async () => {
    const update = await fetch(`${api.url}/v1/prompt/${promptId}`, { method: 'PUT', headers: { ...alice, 'content-type': 'application/json' }, body: JSON.stringify({ ...prompt, prompt_template: 'You are a strict auditor.' }) });
    expect(update.status).toBe(200);
    await vote(carl, await auditAnswer(carl, 2), { vote: 'down', reason: 'unclear' });
    await auditAnswer(dave, 2);
    const versions = (await readPrompt(alice)).versions;
    expect(versions.map((v) => [v.version, v.uses, v.up, v.down, v.reasons.unclear])).toEqual([[2, 2, 0, 1, 1], [1, 2, 1, 1, 0]]);
  });

  it('takes a withdrawn vote out of the figures', async () => {
    expect((await fetch(`${api.url}/v1/feedback/votes/${votesOf.carl}`, { method: 'DELETE', headers: carl })).status).toBe(204);
    const version1 = (await readPrompt(alice)).versions.find((v) => v.version === 1)!;
    expect(version1).toEqual({ version: 1, uses: 2, up: 1, down: 0, reasons: noReasons, entries: [] });
  });

  it("shows a colleague who owns nothing no one else's feedback", async () => {
    for (const response of [await promptFeedback(dave), await promptFeedback(dave, 'no-such-prompt'), await fetch(`${api.url}/v1/feedback/components/it-service-desk`, { headers: dave })]) {
      expect(response.status).toBe(403);
    }
    const theirs = await fetch(`${api.url}/v1/feedback/votes?ledgerIds=${votesOf.carl},${votesOf.dave}`, { headers: carl });
    expect(((await theirs.json()) as { votes: unknown[] }).votes).toEqual([]);
    expect((await fetch(`${api.url}/v1/feedback`, { headers: dave })).status).toBe(403);
    expect((await fetch(`${api.url}/v1/feedback.csv`, { headers: dave })).status).toBe(403);
  });

  it('lets admins read any prompt, and says 404 of one never stored', async () => {
    expect((await readPrompt(admin)).versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await promptFeedback(admin, 'no-such-prompt')).status).toBe(404);
  });

  it("shows a component's contact, by their e-mail claim, what users think of its answers", async () => {
    const answer = await fetch(`${api.url}/v1/registry/it-service-desk/v1/chat/stream`, {
      method: 'POST', headers: { ...carl, 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ role: 'user', content: 'How do I reset my password?' }] }),
    });
    const ledgerId = (await readNdjson(answer)).at(-1)!.ledgerId!;
    await vote(carl, ledgerId, { vote: 'down', reason: 'offTopic', comment: 'Talks about printers.' });
    const response = await fetch(`${api.url}/v1/feedback/components/it-service-desk`, { headers: ingo });
    expect(response.status).toBe(200);
    expect((await response.json()) as ComponentFeedback).toEqual({
      component: 'it-service-desk', uses: 1, up: 0, down: 1, reasons: { ...noReasons, offTopic: 1 },
      entries: [{ day: '2026-03-02', vote: 'down', reason: 'offTopic', comment: 'Talks about printers.' }],
    });
    expect((await fetch(`${api.url}/v1/feedback/components/travel-policy`, { headers: ingo })).status).toBe(403);
    expect((await fetch(`${api.url}/v1/feedback/components/it-service-desk`, { headers: alice })).status).toBe(403);
    expect((await fetch(`${api.url}/v1/feedback/components/it-service-desk`, { headers: admin })).status).toBe(200);
    expect((await fetch(`${api.url}/v1/feedback/components/no-such-component`, { headers: admin })).status).toBe(404);
    expect((await fetch(`${api.url}/v1/feedback/prompts/${promptId}`, { headers: ingo })).status).toBe(403);
  });

  it("names each vote's prompt version or component in the admins' report", async () => {
    const rows = ((await (await fetch(`${api.url}/v1/feedback`, { headers: admin })).json()) as FeedbackReport).rows;
    expect(rows.map((row) => [row.tool, row.promptId ?? null, row.promptVersion ?? null, row.component ?? null, row.vote]).sort()).toEqual([
      ['audit', promptId, 1, null, 'up'],
      ['audit', promptId, 2, null, 'down'],
      ['registry', null, null, 'it-service-desk', 'down'],
    ].sort());
  });

  it('drops the votes with their ledger rows when the retention purge deletes those', async () => {
    api.clock.advance(401 * 86_400_000);
    expect(await api.purgeLedger()).toBeGreaterThan(0);
    expect(await api.db.query('select * from answer_feedback')).toEqual([]);
    // A token of the day after.
    expect((await readPrompt(await api.bearer({ subject: 'alice', groups: itAudit }))).versions).toEqual([]);
  });
});
