import { afterEach, describe, expect, it } from 'vitest';
import { complete, openCompletionStream } from '../../../server/api/llm/llm-client';
import { benchChatTitle, startModelServer, type ModelServer } from './model-server';

const messages = [{ role: 'user' as const, content: 'Write the handbook.' }];
let model: ModelServer | undefined;

afterEach(async () => {
  await model?.close();
  model = undefined;
});

describe('the bench model server, read by the API’s own model client', () => {
  it('streams every token as its own delta, in order, and finishes the answer', async () => {
    const tokens = ['# Answer', '\n\n', 'The', ' "quoted"', ' é', ' end.'];
    model = await startModelServer(tokens, 1);
    const pieces = await openCompletionStream({ baseUrl: model.baseUrl, model: 'bench' }, messages, new AbortController().signal);
    const received: string[] = [];
    for await (const piece of pieces) received.push(piece);
    expect(received).toEqual(tokens);
    expect(model.log).toMatchObject({ streams: 1, completions: 0 });
  });

  it('paces one answer with a slow window: cut at its end, its edges told in order; the next answer is whole', async () => {
    const tokens = ['a', 'b', 'c', 'd', 'e', 'f'];
    model = await startModelServer(tokens, 1);
    const edges: string[] = [];
    model.slowNext({ from: 2, to: 4, slowIntervalMs: 2, onWindow: async (edge) => void edges.push(edge) });
    const read = async () => {
      const received: string[] = [];
      for await (const piece of await openCompletionStream({ baseUrl: model!.baseUrl, model: 'bench' }, messages, new AbortController().signal)) received.push(piece);
      return received;
    };
    expect(await read()).toEqual(['a', 'b', 'c', 'd']);
    expect(edges).toEqual(['start', 'end']);
    expect(await read()).toEqual(tokens);
    expect(edges).toHaveLength(2);
  });

  it('answers a whole completion (the chat naming) at once with a short title', async () => {
    model = await startModelServer(['never', ' streamed'], 1);
    const title = await complete({ baseUrl: model.baseUrl, model: 'bench' }, messages, 24, new AbortController().signal);
    expect(title).toBe(benchChatTitle);
    expect(model.log).toMatchObject({ streams: 0, completions: 1 });
  });
});
