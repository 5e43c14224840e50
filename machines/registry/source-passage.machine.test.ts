import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sourcePassageMachine, type OpenedSource, type PassageResult, type ShownPassage } from './source-passage.machine';

const opened: OpenedSource = {
  componentUrl: 'http://localhost:4100/v1/registry/travel-policy',
  source: { document: 'Travel policy', section: 'Hotels', passage: 'The hotel limit…', verified: true, location: { documentId: 'travel-policy.en', start: 40, end: 90 } },
};
const shown: ShownPassage = { document: 'Travel policy', text: 'before The hotel limit after', start: 7, end: 22, truncatedBefore: false, truncatedAfter: false };

/** The machine with answers the scenario hands out one by one; `asked` records what it asked for and whether the ask was aborted. */
function start() {
  const asked: { input: OpenedSource; signal: AbortSignal }[] = [];
  const answers: ((result: PassageResult | Error) => void)[] = [];
  const loadPassage = fromPromise<PassageResult, OpenedSource>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        asked.push({ input, signal });
        answers.push((result) => (result instanceof Error ? reject(result) : resolve(result)));
      }),
  );
  const actor = createActor(sourcePassageMachine.provide({ actors: { loadPassage } })).start();
  const answer = async (result: PassageResult | Error) => {
    answers.at(-1)!(result);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, asked, answer };
}

describe('a registry source opened at its passage', () => {
  it('asks its component for the passage and shows it; closing leaves nothing behind', async () => {
    const { actor, asked, answer } = start();
    actor.send({ type: 'source.open', opened });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(asked.map((ask) => ask.input)).toEqual([opened]);
    await answer({ passage: shown });
    expect(actor.getSnapshot().matches({ open: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ opened, passage: shown, failure: null });
    actor.send({ type: 'source.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ opened: null, passage: null, failure: null });
  });

  it('tells a component that refuses the user apart from a failure, and tries again on request', async () => {
    const { actor, asked, answer } = start();
    actor.send({ type: 'source.open', opened });
    await answer({ failure: 'forbidden' });
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('forbidden');
    actor.send({ type: 'source.retry' });
    expect(asked).toHaveLength(2);
    await answer(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.failure).toBe('failed');
    actor.send({ type: 'source.retry' });
    await answer({ passage: shown });
    expect(actor.getSnapshot().context).toMatchObject({ passage: shown, failure: null });
  });

  it('stops the request when closed before the answer, and when another user signs in', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'source.open', opened });
    actor.send({ type: 'source.close' });
    expect(asked[0]!.signal.aborted).toBe(true);
    actor.send({ type: 'source.open', opened });
    actor.send({ type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'carl' } });
    expect(asked[1]!.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens another source in place of the one shown', async () => {
    const { actor, asked, answer } = start();
    actor.send({ type: 'source.open', opened });
    await answer({ passage: shown });
    const other = { ...opened, source: { ...opened.source, section: 'Trains' } };
    actor.send({ type: 'source.open', opened: other });
    expect(actor.getSnapshot().context).toEqual({ opened: other, passage: null, failure: null });
    expect(asked.at(-1)!.input).toBe(other);
  });
});
