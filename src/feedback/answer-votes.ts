import { fromPromise, type ActorRefFrom } from 'xstate';
import { ledgerIdsMaxCount, type FeedbackCapability, type FeedbackReason, type FeedbackExchange, type FeedbackVote, type FeedbackVoteInput } from '../../contracts/feedback-api';
import { answerFeedbackMachine, type AnswerFeedbackEmitted } from '../../machines/feedback/answer-feedback.machine';
import { statusOf } from '../../domain/error-status';
import { isSessionExpired } from '../../domain/session-expiry';
import { toastAdded } from '../../store/toasts.slice';
import { feedbackBackend, type FeedbackBackend } from '../api/feedback-client';
import { createMainClient } from '../api/main-client';
import { isTrialOrigin } from '../config/origin';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { log } from '../browser/log';

export type AnswerFeedbackActor = ActorRefFrom<typeof answerFeedbackMachine>;

/** What the thumbs and the reason form do; each tool sends them to its answer's vote. */
export interface AnswerFeedbackCommands {
  voteUp(): void;
  voteDown(): void;
  chooseReason(reason: FeedbackReason): void;
  editFeedbackComment(text: string): void;
  includeExchange(value: boolean): void;
  cancelFeedback(): void;
  sendFeedback(): void;
}

/** Where a thumbs-down goes, said in its thanks: the audit prompt's owner, the component's contact, or just kept. */
export type FeedbackAudience = 'prompt' | 'component' | 'kept';

/** What the thumbs of one answer send to its vote; `exchange` is the question and answer an "include" sends. */
export function answerFeedbackCommands(votes: AnswerFeedbackActor, exchange: () => FeedbackExchange | undefined): AnswerFeedbackCommands {
  return {
    voteUp: () => votes.send({ type: 'feedback.up' }),
    voteDown: () => votes.send({ type: 'feedback.down' }),
    chooseReason: (reason) => votes.send({ type: 'feedback.reason', reason }),
    editFeedbackComment: (text) => votes.send({ type: 'feedback.comment', text }),
    includeExchange: (value) => votes.send({ type: 'feedback.include', value }),
    cancelFeedback: () => votes.send({ type: 'feedback.cancel' }),
    sendFeedback() {
      const told = exchange();
      votes.send({ type: 'feedback.send', ...(told ? { exchange: told } : {}) });
    },
  };
}

/** Ledger ids in runs the routes take (at most 500 a call). */
const runsOf = (ids: readonly string[]) => Array.from({ length: Math.ceil(ids.length / ledgerIdsMaxCount) }, (_, at) => ids.slice(at * ledgerIdsMaxCount, (at + 1) * ledgerIdsMaxCount));

/**
 * The votes of a tool that shows many answers (the chat, the registry): one vote machine per
 * shown answer, all on one backend. The answers shown together ask their capabilities and read
 * their votes back in one call each (GET /v1/capabilities, GET /v1/feedback/votes?ledgerIds=).
 */
export function answerVotes(backend: FeedbackBackend, audience: FeedbackAudience, onFailed: (event: AnswerFeedbackEmitted) => void) {
  // Only a call in flight is shared: an answer shown later (another user perhaps) asks again.
  let capability: Promise<FeedbackCapability | null> | null = null;
  let batch: { ids: Set<string>; votes: Promise<Map<string, FeedbackVote>> } | null = null;

  const askCapability = () =>
    (capability ??= backend.capability().finally(() => {
      capability = null;
    }));

  /** The caller's vote on one answer, read with the others asked for in the same turn. */
  function knownVote(ledgerId: string): Promise<FeedbackVote | null> {
    if (!batch || batch.ids.size >= ledgerIdsMaxCount) {
      const ids = new Set<string>();
      const votes = Promise.resolve().then(async () => {
        if (batch?.ids === ids) batch = null;
        return new Map((await backend.votes([...ids])).map((vote) => [vote.ledgerId, vote]));
      });
      batch = { ids, votes };
    }
    batch.ids.add(ledgerId);
    return batch.votes.then((votes) => votes.get(ledgerId) ?? null);
  }

  /**
   * Votes on their way, by answer. A vote outlives the thumbs it was given with: the answer may
   * scroll out of a long chat's window (its view and vote machine go) before the server answers.
   * The write is not aborted then; reading that answer's vote back waits for it, and a failure
   * nobody is left to show is still told.
   */
  const writing = new Map<string, Promise<unknown>>();
  function write<T>(ledgerId: string, action: AnswerFeedbackEmitted['action'], call: Promise<T>, signal: AbortSignal): Promise<T> {
    const settled = call.then(
      () => undefined,
      (error: unknown) => {
        if (signal.aborted) onFailed({ type: 'feedback.failed', action, status: statusOf(error) });
      },
    );
    writing.set(ledgerId, settled);
    void settled.then(() => {
      if (writing.get(ledgerId) === settled) writing.delete(ledgerId);
    });
    return call;
  }

  const machine = answerFeedbackMachine.provide({
    actors: {
      capability: fromPromise<FeedbackCapability | null>(() => askCapability()),
      putVote: fromPromise<FeedbackVote, { ledgerId: string; body: FeedbackVoteInput }>(({ input, signal }) =>
        write(input.ledgerId, 'vote', backend.putVote(input.ledgerId, input.body), signal),
      ),
      deleteVote: fromPromise<void, { ledgerId: string }>(({ input, signal }) => write(input.ledgerId, 'withdraw', backend.deleteVote(input.ledgerId), signal)),
      knownVote: fromPromise<FeedbackVote | null, { ledgerId: string }>(async ({ input }) => {
        await writing.get(input.ledgerId);
        return knownVote(input.ledgerId);
      }),
    },
  });

  return {
    machine,
    audience,
    /** The calls, for a tool's retrying deletes of the copies (server-deletes.actors.ts). */
    backend,
    /** A vote not saved or not withdrawn: the tool tells the user. */
    onFailed,
    /**
     * A chat went (deleted, or expired): the copies of its questions and answers kept with the
     * caller's votes go too. Nothing to wait for; a failure is only logged (the votes stay either way).
     */
    async deleteCopies(ledgerIds: readonly string[]): Promise<void> {
      for (const run of runsOf([...new Set(ledgerIds)])) {
        try {
          await backend.deleteCopies(run);
        } catch (error) {
          log.warn(`feedback: the copies kept with the votes on ${run.length} answers could not be deleted: ${String(error)}`);
        }
      }
    },
  };
}

export type AnswerVotes = ReturnType<typeof answerVotes>;

/** The ledger ids of a chat's answers (what its votes and their copies name). */
export const ledgerIdsOf = (messages: readonly { ledgerId?: string }[]) => messages.flatMap((message) => (message.ledgerId ? [message.ledgerId] : []));

/**
 * A tool's votes on the main backend, their failures told as toasts; none on the trial (it takes
 * no votes). The wiring of the chat and the registry calls it once, as the tool opens.
 */
export function toolVotes(platform: Platform, audience: FeedbackAudience): AnswerVotes | undefined {
  if (isTrialOrigin(platform.origin)) return undefined;
  const { store, i18n } = platform;
  return answerVotes(feedbackBackend(createMainClient(clientDeps(platform))), audience, ({ action, status }) => {
    // An expired session is the session's own handling, as everywhere.
    if (isSessionExpired(status)) return;
    const key = action === 'vote' ? 'feedback.voteFailed' : 'feedback.withdrawFailed';
    store.dispatch(toastAdded({ color: 'danger', title: i18n.t(key, { ns: 'chat', status: status ?? '—' }) }));
  });
}
