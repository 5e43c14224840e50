import type { Database } from '../../db/database';
import type { ChannelListener } from '../../db/pg-listener';

/** The channel whose payload is the id of a kept answer that moved (a part, its end, a cancel, a cut). */
export const answerChannel = 'studio_kept_answer';
/** How often a follower reads the row while nothing is heard (the listening connection is down, or PGlite). */
export const pollEveryMs = 250;
/** While listening, a follower still reads the row this often, in case a notification was lost. */
export const listeningSafetyMs = 5_000;

export interface AnswerFollow {
  /** Settles when the answer moved (heard), or after a poll's or a safety interval's wait. */
  next: () => Promise<void>;
  stop: () => void;
}

/**
 * Wakes a re-attach that follows an answer another instance writes: that instance's writes NOTIFY
 * the answer's id, heard here on a connection of our own (`LISTEN`). While that connection is down
 * or on a database without it, followers poll every 250 ms as before.
 */
export function createAnswerSignals(db: Database) {
  const followers = new Map<string, Set<() => void>>();
  const wakeAll = () => {
    for (const wakes of followers.values()) for (const wake of wakes) wake();
  };
  const listener: ChannelListener | null = db.listen?.(answerChannel, {
    onNotify: (answerId) => {
      for (const wake of followers.get(answerId) ?? []) wake();
    },
    onReconnect: wakeAll,
  }) ?? null;

  return {
    /** Whether a notification would be heard now. */
    listening: () => listener?.listening() ?? false,

    follow(answerId: string): AnswerFollow {
      // A notification between two waits is not lost: the next wait returns at once.
      let moved = false;
      let waiting: (() => void) | null = null;
      const wake = () => {
        if (waiting) waiting();
        else moved = true;
      };
      const wakes = followers.get(answerId) ?? new Set();
      wakes.add(wake);
      followers.set(answerId, wakes);
      return {
        next: () => {
          if (moved) {
            moved = false;
            return Promise.resolve();
          }
          return new Promise<void>((resolve) => {
            const timer = setTimeout(() => done(), listener?.listening() ? listeningSafetyMs : pollEveryMs);
            const done = () => {
              clearTimeout(timer);
              waiting = null;
              resolve();
            };
            waiting = done;
          });
        },
        stop: () => {
          wakes.delete(wake);
          if (wakes.size === 0) followers.delete(answerId);
          waiting?.();
        },
      };
    },

    close: () => listener?.close() ?? Promise.resolve(),
  };
}

export type AnswerSignals = ReturnType<typeof createAnswerSignals>;
