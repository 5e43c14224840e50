import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ReplyItem, TurnInput, TurnOutcome } from '../../machines/scos/scos-conversation.types';
import { defaultScosSettings } from '../../contracts/runtime-config';
import { replyLimits } from '../../domain/scos-reply';
import type { CustomerServiceBackend } from '../api/customer-service-client';
import type { ScosMessage } from './messages/parse-item';
import { context } from './protocol/reply-fixture';
import { sendTurnActor, type TurnDeps } from './scos-turn.actors';

const turn: TurnInput = { message: 'flood me', sessionId: 'session_1', sitData: {}, userId: 'alice', documents: [] };
const text = (n: number) => ({ type: 'TEXT', message: `Item ${n}` });

/** A bot answering with `body`, sent in chunks of `chunk` characters; counts the chunks the studio pulled. */
function bot(body: string, chunk = 64 * 1024) {
  const encoder = new TextEncoder();
  const seen = { pulled: 0, chunks: Math.ceil(body.length / chunk), cancelled: false };
  const backend: CustomerServiceBackend = {
    sendMessage: async () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const part = body.slice(seen.pulled * chunk, (seen.pulled + 1) * chunk);
          seen.pulled += 1;
          if (part === '') controller.close();
          else controller.enqueue(encoder.encode(part));
        },
        cancel() {
          seen.cancelled = true;
        },
      }),
  };
  return { backend, seen };
}

async function send(backend: CustomerServiceBackend, extra: Partial<TurnDeps> = {}): Promise<TurnOutcome> {
  const logic = sendTurnActor({ backend, settings: defaultScosSettings, parse: context, locale: () => 'en-US', workforceID: () => '', wait: async () => {}, ...extra });
  return toPromise(createActor(logic, { input: turn }).start());
}

/** An item's text (the effect yields parsed messages; the machine's type knows only their outline). */
function textOf(item: ReplyItem) {
  const { content } = item as ScosMessage;
  return content.type === 'TEXT' ? content.text : content.type;
}

const shown = (outcome: TurnOutcome) => (outcome.ok ? outcome.messages.map(textOf) : 'code' in outcome ? outcome.code : 'sessionExpired');

describe('a turn with a bot that sends too much', () => {
  it('the studio shows at most 20 items of one reply, read from at most 1 MiB', () => {
    expect(replyLimits).toEqual({ bytes: 1_048_576, items: 20 });
  });

  it('shows the first 20 items of a longer reply and says how many it dropped', async () => {
    const { backend } = bot(JSON.stringify({ response: Array.from({ length: 500 }, (_, n) => text(n + 1)) }));
    const outcome = await send(backend);
    expect(shown(outcome)).toEqual(Array.from({ length: 20 }, (_, n) => `Item ${n + 1}`));
    expect(outcome).toMatchObject({ cut: { reason: 'items', dropped: 480 } });
  });

  it('a reply within the limits is shown whole, without a cut', async () => {
    const { backend } = bot(JSON.stringify({ response: [text(1), text(2)] }));
    const outcome = await send(backend);
    expect(shown(outcome)).toEqual(['Item 1', 'Item 2']);
    expect(outcome).not.toHaveProperty('cut');
  });

  it('stops reading a body larger than 1 MiB: the items that arrived whole are shown, the rest is dropped unread', async () => {
    const items = [text(1), text(2), { type: 'TEXT', message: 'x'.repeat(3 * 1024 * 1024) }, text(4)];
    const { backend, seen } = bot(JSON.stringify({ response: items }));
    const outcome = await send(backend);
    expect(shown(outcome)).toEqual(['Item 1', 'Item 2']);
    expect(outcome).toMatchObject({ cut: { reason: 'size' } });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(seen.chunks / 2);
  });

  it('both limits at once: at most the item limit of what arrived whole', async () => {
    const { backend } = bot(JSON.stringify({ response: Array.from({ length: 50 }, (_, n) => text(n + 1)) }));
    const outcome = await send(backend, { limits: { bytes: 600, items: 3 } });
    expect(shown(outcome)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(outcome).toMatchObject({ cut: { reason: 'size' } });
  });

  it('a body that is not JSON is the response-status apology (ER002)', async () => {
    const { backend } = bot('<html>Bad gateway</html>');
    expect(await send(backend)).toEqual({ ok: false, code: 'ER002' });
  });
});

describe('the wait before a user message (tools.md §9: 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('the turn goes to the bot 200 ms after it is asked, not a millisecond sooner', async () => {
    vi.useFakeTimers();
    const { backend } = bot(JSON.stringify({ response: [text(1)] }));
    const sendMessage = vi.spyOn(backend, 'sendMessage');
    const logic = sendTurnActor({ backend, settings: defaultScosSettings, parse: context, locale: () => 'en-US', workforceID: () => '' });
    const outcome = toPromise(createActor(logic, { input: turn }).start());
    await vi.advanceTimersByTimeAsync(199);
    expect(sendMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(shown(await outcome)).toEqual(['Item 1']);
  });
});
