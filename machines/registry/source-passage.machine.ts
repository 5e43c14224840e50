import { assign, fromPromise, setup } from 'xstate';
import type { AnswerSource, PassageLocation } from '../../domain/answer-source';
import type { StorageScope } from '../../domain/chat';
import type { PassageInContext } from '../../contracts/registry-api';

/** A verified source as it is opened: its component's address and where its passage stands. */
export interface OpenedSource {
  componentUrl: string;
  source: AnswerSource & { location: PassageLocation };
}

/** The passage in its surrounding text, `start`..`end` being the passage's offsets into `text`; the id stays with the call. */
export type ShownPassage = Omit<PassageInContext, 'documentId'>;

/** Why a passage could not be shown: the user may not use the component (403), the document is gone (404), anything else. */
export type PassageFailure = 'forbidden' | 'not-found' | 'failed';

/** What the `loadPassage` actor finds: the passage, or the component's refusal read as a failure. */
export type PassageResult = { passage: ShownPassage } | { failure: PassageFailure };

export type SourcePassageEvent =
  | { type: 'source.open'; opened: OpenedSource }
  | { type: 'source.close' }
  | { type: 'source.retry' }
  /** Another user (or nobody): what was open is not theirs. */
  | { type: 'session.scopeChanged'; scope: StorageScope | null };

interface SourcePassageContext {
  opened: OpenedSource | null;
  passage: ShownPassage | null;
  failure: PassageFailure | null;
}

const closedContext = (): SourcePassageContext => ({ opened: null, passage: null, failure: null });

/**
 * A registry source opened at its passage. Opening asks the component for the
 * passage in its surrounding text with the user's rights (`loadPassage`); closing (Escape, Close)
 * stops a request still under way. Tags: `open` while the passage is shown or asked for,
 * `loading` while it is asked for.
 */
export const sourcePassageMachine = setup({
  types: {
    tags: {} as 'loading' | 'open', context: {} as SourcePassageContext, events: {} as SourcePassageEvent },
  actors: {
    loadPassage: fromPromise<PassageResult, OpenedSource>(() => {
      throw new Error('source-passage actor "loadPassage" must be provided');
    }),
  },
  actions: {
    found: assign((_, result: PassageResult) => ('passage' in result ? { passage: result.passage } : { failure: result.failure })),
  },
}).createMachine({
  id: 'sourcePassage',
  context: closedContext,
  initial: 'closed',
  on: {
    'source.open': { target: '.open', reenter: true, actions: assign(({ event }) => ({ ...closedContext(), opened: event.opened })) },
    'session.scopeChanged': { target: '.closed', actions: assign(closedContext) },
  },
  states: {
    closed: {},
    open: {
      tags: ['open'],
      initial: 'loading',
      on: { 'source.close': { target: 'closed', actions: assign(closedContext) } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadPassage',
            input: ({ context }) => context.opened!,
            onDone: [
              { guard: ({ event }) => 'passage' in event.output, target: 'shown', actions: { type: 'found', params: ({ event }) => event.output } },
              { target: 'failed', actions: { type: 'found', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: assign({ failure: 'failed' }) },
          },
        },
        shown: {},
        failed: { on: { 'source.retry': { target: 'loading', actions: assign({ failure: null }) } } },
      },
    },
  },
});
