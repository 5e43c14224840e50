import { countTokens } from 'gpt-tokenizer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chunkText } from '../documents/chunking';
import { makePng } from '../testing/file-fixtures';
import { startFakeLlm } from '../testing/fake-llm';
import { readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';
import { documentTokenBudget, wholeText } from './document-context';

const travel = 'Travel must be booked through the portal.';
/** About 30,000 tokens: far more than the documents' budget. */
const warehouse = Array.from({ length: 1500 }, (_, i) => `Section ${i + 1}: the depot in district ${i + 1} keeps ${(i + 1) * 3} pallets for line ${i % 7}.`).join(' ');
const encode = (text: string) => new TextEncoder().encode(text);

describe('the context receipt (first line of the answer)', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let user: Record<string, string>;
  let handbook: string;
  let depots: string;
  let diagram: string;
  beforeAll(async () => {
    llm = await startFakeLlm(4401);
    api = await startTestApi({ port: 4309, llm: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'receipt-model' } });
    user = await api.bearer({ subject: 'reader' });
    handbook = await uploadAs(api.url, user, encode(travel), 'travel.txt');
    depots = await uploadAs(api.url, user, encode(warehouse), 'depots.txt');
    diagram = await uploadAs(api.url, user, makePng(4, 4), 'diagram.png');
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });
  beforeEach(() => {
    llm.requests.length = 0;
    llm.behave({ kind: 'stream', pieces: ['ok'] });
  });

  const ask = async (content: string, documents: string[]) => {
    const [first, ...rest] = await readNdjson(await chatRequest(api.url, user, { messages: [{ role: 'user', content }], documents }));
    return { first, rest, system: llm.requests[0]?.body.messages?.[0]?.content ?? '' };
  };

  it('a ticked document that fits goes in whole: named, its tokens counted, nothing left out', async () => {
    const { first, rest, system } = await ask('How do I book travel?', [handbook]);
    expect(first).toEqual({
      content: '', done: false, error: null,
      receipt: {
        documents: [{ name: 'travel.txt', docHash: handbook, use: 'whole', passages: [], passageCount: 1, tokens: countTokens(travel), leftOut: false }],
        tokens: countTokens(travel),
        truncated: false,
      },
    });
    expect(system).toContain(`[1] travel.txt\n${travel}`);
    expect(rest.map((chunk) => chunk.content).join('')).toBe('ok');
  });

  it('a document too long to go in whole goes by its best passages, and the receipt says what was left out', async () => {
    const { first, system } = await ask('Which depot is in district 777?', [handbook, depots]);
    const receipt = first?.receipt;
    expect(receipt?.truncated).toBe(true);
    const [small, large] = receipt?.documents ?? [];
    expect(small).toMatchObject({ name: 'travel.txt', use: 'whole', leftOut: false });
    expect(large).toMatchObject({ name: 'depots.txt', docHash: depots, use: 'passages', leftOut: true });
    expect(large?.passageCount).toBe(chunkText(warehouse).length);
    expect(large?.passages.length).toBeGreaterThan(0);
    expect(large?.passages.length).toBeLessThanOrEqual(4);
    // What the model got is what the receipt counts: the passages it names, not the document.
    expect(system).toContain('district 777 ');
    expect(system).not.toContain('district 1400 ');
    expect(receipt?.tokens).toBe((small?.tokens ?? 0) + (large?.tokens ?? 0));
    expect(receipt?.tokens).toBeLessThanOrEqual(documentTokenBudget);
  });

  it('an image has no text: listed, nothing of it went in and nothing was cut', async () => {
    const { first } = await ask('What does the diagram show?', [diagram]);
    expect(first?.receipt).toEqual({
      documents: [{ name: 'diagram.png', docHash: diagram, use: 'passages', passages: [], passageCount: 0, tokens: 0, leftOut: false }],
      tokens: 0,
      truncated: false,
    });
  });

  it('no document ticked: an empty receipt, and the model gets no document text', async () => {
    const { first, system } = await ask('Hello?', []);
    expect(first?.receipt).toEqual({ documents: [], tokens: 0, truncated: false });
    expect(system).not.toContain('[1]');
  });
});

describe('a document sent whole', () => {
  it('is its passages with each overlap kept once', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} says something about topic ${i * 7}.`).join(' ');
    const passages = chunkText(text).map((content, seq) => ({ docHash: 'h', fileName: 'f.txt', seq, content }));
    expect(passages.length).toBeGreaterThan(2);
    expect(wholeText(passages)).toBe(text);
  });
});
