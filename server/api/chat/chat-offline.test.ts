import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { makePdf, makePng } from '../testing/file-fixtures';
import { makeDocx } from '../testing/office-fixtures';
import { answerText, detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';

const germanPassage = 'Die Häuser am Hafen wurden im Frühjahr renoviert und neu gestrichen.';
const englishPassage = 'All invoices above 5,000 euros need a second signature from finance.';

describe('chat without a language model', () => {
  let api: TestApi;
  let alice: Record<string, string>;
  let hafen: string;
  let invoices: string;
  let diagram: string;
  beforeAll(async () => {
    api = await startTestApi({ port: 4304 });
    alice = await api.bearer({ subject: 'alice' });
    hafen = await uploadAs(api.url, alice, await makePdf(['Stadtentwicklung 2025', germanPassage]), 'hafen.pdf');
    invoices = await uploadAs(api.url, alice, await makeDocx(['Finance handbook', englishPassage]), 'finance-handbook.docx');
    diagram = await uploadAs(api.url, alice, makePng(4, 4), 'diagram.png');
  }, startUpMs);
  afterAll(() => api.stop());

  const ask = (question: string, documents: string[], headers = alice) =>
    chatRequest(api.url, headers, { messages: [{ role: 'user', content: question }], documents });

  it('quotes the best passage, names its file and says that no model is configured', async () => {
    const chunks = await readNdjson(await ask('Who must sign invoices?', [hafen, invoices]));
    const answer = answerText(chunks);
    expect(answer).toMatch(/^No language model is connected/);
    expect(answer).toContain(`> ${englishPassage}`);
    expect(answer).toContain('finance-handbook.docx');
    expect(answer).not.toContain('Häuser');
  });

  it('streams the answer in several chunks and ends with the done line', async () => {
    const chunks = await readNdjson(await ask('invoices', [invoices]));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks[0]?.receipt?.documents.map((document) => document.name)).toEqual(['finance-handbook.docx']);
    expect(chunks.slice(1, -1).every((chunk) => !chunk.done && chunk.error === null && chunk.content !== '')).toBe(true);
    expect(chunks.at(-1)).toEqual({ content: '', done: true, error: null, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
  });

  it('finds the German passage by a German word in another inflection', async () => {
    const answer = answerText(await readNdjson(await ask('Was ist mit dem Haus am Hafen passiert?', [hafen, invoices])));
    expect(answer).toContain(germanPassage);
    expect(answer).toContain('hafen.pdf');
    expect(answer).not.toContain('finance-handbook.docx');
  });

  it('finds the English passage by an English word in another inflection', async () => {
    const answer = answerText(await readNdjson(await ask('Which invoice needs a signature?', [hafen, invoices])));
    expect(answer).toContain(englishPassage);
  });

  it('searches only the documents the request names', async () => {
    const answer = answerText(await readNdjson(await ask('invoices signature', [hafen])));
    expect(answer).not.toContain(englishPassage);
    expect(answer).toMatch(/no passage in \*\*hafen\.pdf\*\* matches your question/);
  });

  it('with documents uploaded but none ticked for the chat, says to tick one', async () => {
    const answer = answerText(await readNdjson(await ask('Hello?', [])));
    expect(answer).toMatch(/No language model is connected.*no document is ticked for this chat\. Tick one/);
  });

  it('answers in German when the studio asks in German (Accept-Language)', async () => {
    const german = { ...alice, 'accept-language': 'de-DE' };
    const quoted = answerText(await readNdjson(await ask('Who must sign invoices?', [hafen, invoices], german)));
    expect(quoted).toContain('Noch ist kein Sprachmodell angebunden');
    expect(quoted).toContain('die am besten zu deiner Frage passen');
    expect(quoted).toContain(englishPassage);
    expect(quoted).toMatch(/Quellen: \*\*/);
    const noneTicked = answerText(await readNdjson(await ask('Hallo?', [], german)));
    expect(noneTicked).toMatch(/kein Dokument angehakt/);
  });

  it('with nothing uploaded at all, says to upload a document', async () => {
    const newcomer = await api.bearer({ subject: 'newcomer' });
    const answer = answerText(await readNdjson(await ask('Hello?', [], newcomer)));
    expect(answer).toMatch(/No language model is connected.*no documents to answer from\. Upload a document/);
  });

  it('accepts an image as a document, which has no passages to quote', async () => {
    const answer = answerText(await readNdjson(await ask('What does the diagram show?', [diagram])));
    expect(answer).toMatch(/no passage in \*\*diagram\.png\*\*/);
  });

  it("does not let one user use another user's document (410)", async () => {
    const bob = await api.bearer({ subject: 'bob' });
    const response = await ask('invoices', [invoices], bob);
    expect(response.status).toBe(410);
    expect(await detailOf(response)).toMatch(/not available\. Please upload it again\./);
  });

  it('treats the same person at the trial provider as another user', async () => {
    const trialToken = await api.trial.token({ subject: 'alice', groups: [localGroups.trial], now: api.clock.now() });
    const response = await ask('invoices', [invoices], { authorization: `Bearer ${trialToken}` });
    expect(response.status).toBe(410);
  });

  it('lets a trial user chat', async () => {
    const trialToken = await api.trial.token({ subject: 'tina', groups: [localGroups.trial], now: api.clock.now() });
    const response = await ask('Hi', [], { authorization: `Bearer ${trialToken}` });
    expect(answerText(await readNdjson(response))).toMatch(/No language model/);
  });
});
