import { assign, emit, fromPromise, setup } from 'xstate';
import type { FeedbackCapability, FeedbackExchange, FeedbackReason, FeedbackVote, FeedbackVoteInput, FeedbackVoteValue } from '../../contracts/feedback-api';
import { statusOf } from '../../domain/error-status';

export type AnswerFeedbackEvent =
  /** Another answer is shown (or none): its ledger id, and no vote on it yet. */
  | { type: 'feedback.answer'; ledgerId: string | null }
  | { type: 'feedback.up' }
  | { type: 'feedback.down' }
  | { type: 'feedback.reason'; reason: FeedbackReason }
  | { type: 'feedback.comment'; text: string }
  | { type: 'feedback.include'; value: boolean }
  /** The thumbs-down form's Send; `exchange` only when the user ticked "include". */
  | { type: 'feedback.send'; exchange?: FeedbackExchange }
  | { type: 'feedback.cancel' }
  /** Another user (or nobody): their capabilities are asked again. */
  | { type: 'feedback.reset' };

export type AnswerFeedbackEmitted = { type: 'feedback.failed'; action: 'vote' | 'withdraw'; status: number | null };

export interface AnswerFeedbackContext {
  ledgerId: string | null;
  /** The caller's vote on the shown answer as the server stored it. */
  vote: FeedbackVoteValue | null;
  reason: FeedbackReason | null;
  comment: string;
  include: boolean;
  /** The vote on its way. */
  pending: FeedbackVoteInput | null;
}

const noVote = (ledgerId: string | null): AnswerFeedbackContext => ({ ledgerId, vote: null, reason: null, comment: '', include: false, pending: null });
const clearedForm = { reason: null, comment: '', include: false } as const;

/**
 * A vote on the shown answer: thumbs up at once, thumbs down through a small form (reason, words,
 * the exchange), the pressed thumb again withdraws. Asks the capabilities once, at the first answer
 * that has a ledger id; without `feedback.vote` it offers nothing. Then it reads back the vote the
 * caller already gave that answer (a reload; none on a fresh answer). The calls are provided.
 */
export const answerFeedbackMachine = setup({
  types: {
    tags: {} as 'offered' | 'busy' | 'form',
    context: {} as AnswerFeedbackContext,
    events: {} as AnswerFeedbackEvent,
    emitted: {} as AnswerFeedbackEmitted,
  },
  actors: {
    capability: fromPromise<FeedbackCapability | null>(() => Promise.reject(new Error('capability must be provided'))),
    putVote: fromPromise<FeedbackVote, { ledgerId: string; body: FeedbackVoteInput }>(() => Promise.reject(new Error('putVote must be provided'))),
    deleteVote: fromPromise<void, { ledgerId: string }>(() => Promise.reject(new Error('deleteVote must be provided'))),
    /** The caller's vote on that answer as the server has it, null for none. */
    knownVote: fromPromise<FeedbackVote | null, { ledgerId: string }>(() => Promise.reject(new Error('knownVote must be provided'))),
  },
  actions: {
    tellVoteFailed: emit(({ event }) => ({ type: 'feedback.failed' as const, action: 'vote' as const, status: statusOf((event as { error?: unknown }).error) })),
  },
  guards: {
    hasLedgerId: ({ event }) => event.type === 'feedback.answer' && event.ledgerId !== null,
    votedUp: ({ context }) => context.vote === 'up',
    votedDown: ({ context }) => context.vote === 'down',
  },
}).createMachine({
  id: 'answerFeedback',
  context: () => noVote(null),
  initial: 'unknown',
  on: {
    'feedback.answer': { actions: assign(({ event }) => noVote(event.ledgerId)) },
    'feedback.reset': { target: '.unknown', actions: assign(() => noVote(null)) },
  },
  states: {
    unknown: { on: { 'feedback.answer': { guard: 'hasLedgerId', target: 'checking', actions: assign(({ event }) => noVote(event.ledgerId)) } } },
    checking: {
      invoke: {
        src: 'capability',
        onDone: [{ guard: ({ event }) => event.output?.vote === true, target: 'reading' }, { target: 'off' }],
        // Unknown is no: no thumbs rather than thumbs that cannot be saved.
        onError: 'off',
      },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'knownVote',
        input: ({ context }) => ({ ledgerId: context.ledgerId! }),
        onDone: { target: 'offered', actions: assign({ vote: ({ event }) => event.output?.vote ?? null }) },
        // Not read back: the thumbs as for a fresh answer; a vote given now replaces the unknown one whole.
        onError: 'offered',
      },
    },
    off: {},
    offered: {
      tags: ['offered'],
      initial: 'resting',
      on: { 'feedback.answer': { target: '.resting', actions: assign(({ event }) => noVote(event.ledgerId)) } },
      states: {
        resting: {
          on: {
            'feedback.up': [
              { guard: 'votedUp', target: 'withdrawing' },
              { target: 'saving', actions: assign({ pending: { vote: 'up' } }) },
            ],
            'feedback.down': [{ guard: 'votedDown', target: 'withdrawing' }, { target: 'form' }],
          },
        },
        form: {
          tags: ['form'],
          on: {
            'feedback.reason': { actions: assign({ reason: ({ event }) => event.reason }) },
            'feedback.comment': { actions: assign({ comment: ({ event }) => event.text }) },
            'feedback.include': { actions: assign({ include: ({ event }) => event.value }) },
            'feedback.send': {
              target: 'saving',
              actions: assign({
                pending: ({ context, event }) => ({
                  vote: 'down' as const,
                  ...(context.reason ? { reason: context.reason } : {}),
                  ...(context.comment.trim() ? { comment: context.comment.trim() } : {}),
                  ...(context.include && event.exchange ? { exchange: event.exchange } : {}),
                }),
              }),
            },
            'feedback.cancel': { target: 'resting', actions: assign(clearedForm) },
            'feedback.down': { target: 'resting', actions: assign(clearedForm) },
            'feedback.up': { target: 'saving', actions: assign({ ...clearedForm, pending: { vote: 'up' } }) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'putVote',
            input: ({ context }) => ({ ledgerId: context.ledgerId!, body: context.pending! }),
            onDone: { target: 'resting', actions: assign(({ event }) => ({ ...clearedForm, vote: event.output.vote, pending: null })) },
            onError: [
              // A thumbs-down not saved: its form again, as filled in, to send once more.
              { guard: ({ context }) => context.pending?.vote === 'down', target: 'form', actions: ['tellVoteFailed', assign({ pending: null })] },
              { target: 'resting', actions: ['tellVoteFailed', assign({ pending: null })] },
            ],
          },
        },
        withdrawing: {
          tags: ['busy'],
          invoke: {
            src: 'deleteVote',
            input: ({ context }) => ({ ledgerId: context.ledgerId! }),
            onDone: { target: 'resting', actions: assign({ vote: null }) },
            onError: {
              target: 'resting',
              actions: emit(({ event }) => ({ type: 'feedback.failed' as const, action: 'withdraw' as const, status: statusOf(event.error) })),
            },
          },
        },
      },
    },
  },
});
