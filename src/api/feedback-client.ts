import type { ComponentFeedback, FeedbackCapability, FeedbackVote, FeedbackVoteInput, PromptFeedback } from '../../contracts/feedback-api';
import { ApiError } from './api-error';
import type { MainClient } from './main-client';
import { dataOf } from './studio-client';

/** The answers' feedback on the main backend (corporate tenant only). */
export interface FeedbackBackend {
  /** GET /v1/capabilities' `feedback`: null on a server without it (no votes then). */
  capability(signal?: AbortSignal): Promise<FeedbackCapability | null>;
  /** PUT /v1/feedback/votes/{ledgerId}: gives or replaces the caller's vote, whole. */
  putVote(ledgerId: string, body: FeedbackVoteInput, signal?: AbortSignal): Promise<FeedbackVote>;
  /** DELETE /v1/feedback/votes/{ledgerId}: the caller has no vote on it afterwards. */
  deleteVote(ledgerId: string, signal?: AbortSignal): Promise<void>;
  /** GET /v1/feedback/votes?ledgerIds=: the caller's votes on those answers (at most 500 ids); one without a vote is left out. */
  votes(ledgerIds: readonly string[], signal?: AbortSignal): Promise<FeedbackVote[]>;
  /** DELETE /v1/feedback/copies?ledgerIds=: the question and answer kept with the caller's votes on them go (a chat was deleted). */
  deleteCopies(ledgerIds: readonly string[], signal?: AbortSignal): Promise<void>;
  /** GET /v1/feedback/prompts/{promptId}: null when the caller may not read it (403: not the owner). */
  promptFeedback(promptId: string, signal?: AbortSignal): Promise<PromptFeedback | null>;
  /** GET /v1/feedback/components/{component}: for its contact (and admins); a refusal is an error here (the entry is offered only to them). */
  componentFeedback(component: string, signal?: AbortSignal): Promise<ComponentFeedback>;
}

export function feedbackBackend(api: MainClient): FeedbackBackend {
  return {
    capability: async (signal) => (await dataOf(api.GET('/v1/capabilities', { signal }))).feedback ?? null,
    putVote: (ledgerId, body, signal) => dataOf(api.PUT('/v1/feedback/votes/{ledgerId}', { params: { path: { ledgerId } }, body, signal })),
    async deleteVote(ledgerId, signal) {
      await dataOf(api.DELETE('/v1/feedback/votes/{ledgerId}', { params: { path: { ledgerId } }, signal }));
    },
    votes: async (ledgerIds, signal) =>
      (await dataOf(api.GET('/v1/feedback/votes', { params: { query: { ledgerIds: ledgerIds.join(',') } }, signal }))).votes,
    async deleteCopies(ledgerIds, signal) {
      await dataOf(api.DELETE('/v1/feedback/copies', { params: { query: { ledgerIds: ledgerIds.join(',') } }, signal }));
    },
    async promptFeedback(promptId, signal) {
      try {
        return await dataOf(api.GET('/v1/feedback/prompts/{promptId}', { params: { path: { promptId } }, signal }));
      } catch (error) {
        // Not the owner: there is nothing of theirs to show, which is no failure.
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
    componentFeedback: (component, signal) => dataOf(api.GET('/v1/feedback/components/{component}', { params: { path: { component } }, signal })),
  };
}
