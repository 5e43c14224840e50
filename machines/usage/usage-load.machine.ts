import { assign, fromPromise, setup, type AnyActorLogic } from 'xstate';
import type { NoTags } from '../studio/tool-protocol';

export type UsageLoadEvent =
  /** Ask again (after a failure, or for another period). */
  | { type: 'usage.load'; query?: unknown }
  | { type: 'usage.retry' };

interface UsageLoadContext<Data> {
  /** What the last load that worked brought (it stays while the next one runs). */
  data: Data | null;
  /** What the loads ask for (a period, or nothing). */
  query: unknown;
}

/**
 * Loads a usage figure set (the user's own, or an admin's period) and shows it: `loading`,
 * `shown`, or `failed` until the user asks again. A new query while one runs replaces it (the
 * older answer is dropped with its actor). The `load` actor is provided by the wiring.
 */
export function usageLoadMachine<Data>() {
  return setup({
    types: {
      tags: {} as NoTags,
      context: {} as UsageLoadContext<Data>,
      events: {} as UsageLoadEvent,
      input: {} as { query?: unknown },
    },
    actors: {
      load: fromPromise<Data, unknown>(async () => {
        throw new Error('usage actor "load" must be provided');
      }) as AnyActorLogic as ReturnType<typeof fromPromise<Data, unknown>>,
    },
  }).createMachine({
    id: 'usage-load',
    context: ({ input }) => ({ data: null, query: input.query ?? null }),
    initial: 'loading',
    on: {
      'usage.load': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ query: event.query ?? null })) },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }: { context: UsageLoadContext<Data> }) => context.query,
          onDone: { target: 'shown', actions: assign(({ event }) => ({ data: event.output })) },
          onError: 'failed',
        },
      },
      shown: {},
      failed: { on: { 'usage.retry': 'loading' } },
    },
  });
}
