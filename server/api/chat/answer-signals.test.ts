import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import type { ListenOptions } from '../../db/pg-listener';
import { answerChannel, createAnswerSignals, listeningSafetyMs, pollEveryMs } from './answer-signals';

/** A database whose listening connection the scenario raises, drops and notifies through. */
function listeningDatabase() {
  let heard: ListenOptions | undefined;
  let up = true;
  const db = {
    listen: (channel: string, options: ListenOptions) => {
      expect(channel).toBe(answerChannel);
      heard = options;
      return { listening: () => up, close: async () => undefined };
    },
  } as unknown as Database;
  return { db, notify: (answerId: string) => heard!.onNotify(answerId), reconnect: () => heard!.onReconnect?.(), setUp: (value: boolean) => (up = value) };
}

/** Whether `promise` has settled after the timers moved `ms`. */
async function settledAfter(promise: Promise<void>, ms: number) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('waking a follower of an answer another instance writes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wakes it when its answer is notified, and not for another answer before the safety read', async () => {
    const { db, notify } = listeningDatabase();
    const follow = createAnswerSignals(db).follow('answer-1');
    const waiting = follow.next();
    notify('answer-2');
    expect(await settledAfter(waiting, listeningSafetyMs - 1)).toBe(false);
    notify('answer-1');
    expect(await settledAfter(waiting, 0)).toBe(true);
  });

  it('keeps a notification that came between two waits, so the next wait returns at once', async () => {
    const { db, notify } = listeningDatabase();
    const follow = createAnswerSignals(db).follow('answer-1');
    notify('answer-1');
    expect(await settledAfter(follow.next(), 0)).toBe(true);
    expect(await settledAfter(follow.next(), 0)).toBe(false);
  });

  it('polls every 250 ms while the listening connection is down, and wakes everyone once it is back', async () => {
    const { db, setUp, reconnect } = listeningDatabase();
    const follow = createAnswerSignals(db).follow('answer-1');
    setUp(false);
    expect(await settledAfter(follow.next(), pollEveryMs)).toBe(true);
    setUp(true);
    const waiting = follow.next();
    reconnect();
    expect(await settledAfter(waiting, 0)).toBe(true);
  });
});
