import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackVote, FeedbackVoteInput } from '../../contracts/feedback-api';
import { ApiError } from '../api/api-error';
import type { FeedbackBackend } from '../api/feedback-client';
import { answerVotes } from './answer-votes';

/** A server that holds votes, and whose vote writes answer only when the test lets them. */
function heldServer() {
  const stored = new Map<string, FeedbackVote>();
  const held: Array<() => void> = [];
  const backend: FeedbackBackend = {
    capability: async () => ({ vote: true, admin: false, components: [] }) as never,
    // Like fetch: an aborted write never reaches the server.
    putVote: (ledgerId: string, body: FeedbackVoteInput, signal?: AbortSignal) =>
      new Promise<FeedbackVote>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        held.push(() => {
          if (signal?.aborted) return;
          const vote = { ledgerId, vote: body.vote } as FeedbackVote;
          stored.set(ledgerId, vote);
          resolve(vote);
        });
      }),
    deleteVote: async (ledgerId: string) => {
      stored.delete(ledgerId);
    },
    votes: async (ledgerIds: readonly string[]) => ledgerIds.flatMap((id) => (stored.has(id) ? [stored.get(id)!] : [])),
    deleteCopies: async () => undefined,
    promptFeedback: async () => null,
    componentFeedback: () => Promise.reject(new Error('not asked here')),
  } as FeedbackBackend;
  return { backend, stored, answerHeld: () => held.splice(0).forEach((answer) => answer()) };
}

async function shownAnswer(votes: ReturnType<typeof answerVotes>, ledgerId: string) {
  const actor = createActor(votes.machine).start();
  actor.send({ type: 'feedback.answer', ledgerId });
  await waitFor(actor, (snapshot) => snapshot.hasTag('offered') && !snapshot.hasTag('busy'));
  return actor;
}

describe("a long chat's votes, whose answers scroll out of view", () => {
  it('a thumbs-up given just before its answer scrolled away is saved, and shows again when it comes back', async () => {
    const server = heldServer();
    const votes = answerVotes(server.backend, 'kept', vi.fn());
    const shown = await shownAnswer(votes, 'ledger-1');
    shown.send({ type: 'feedback.up' });
    shown.stop(); // scrolled out of the window before the server answered
    server.answerHeld();
    await vi.waitFor(() => expect(server.stored.get('ledger-1')?.vote).toBe('up'));

    const again = await shownAnswer(votes, 'ledger-1');
    expect(again.getSnapshot().context.vote).toBe('up');
  });

  it('shown again while its vote is still on the way, the answer reads it back after the write, not before', async () => {
    const server = heldServer();
    const votes = answerVotes(server.backend, 'kept', vi.fn());
    const shown = await shownAnswer(votes, 'ledger-2');
    shown.send({ type: 'feedback.up' });
    shown.stop();
    const again = createActor(votes.machine).start();
    again.send({ type: 'feedback.answer', ledgerId: 'ledger-2' });
    setTimeout(server.answerHeld, 20);
    await waitFor(again, (snapshot) => snapshot.hasTag('offered') && !snapshot.hasTag('busy'));
    expect(again.getSnapshot().context.vote).toBe('up');
  });

  it('a vote that fails after its answer scrolled away is still told (a toast in the tools)', async () => {
    const server = heldServer();
    server.backend.putVote = () => Promise.reject(new ApiError(503, null, 'PUT /v1/feedback/votes/ledger'));
    const onFailed = vi.fn();
    const votes = answerVotes(server.backend, 'kept', onFailed);
    const shown = await shownAnswer(votes, 'ledger-3');
    shown.send({ type: 'feedback.up' });
    shown.stop();
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith({ type: 'feedback.failed', action: 'vote', status: 503 }));
  });

  it('a vote that fails while its answer is shown is told once, by the thumbs themselves', async () => {
    const server = heldServer();
    server.backend.putVote = () => Promise.reject(new ApiError(503, null, 'PUT /v1/feedback/votes/ledger'));
    const onFailed = vi.fn();
    const votes = answerVotes(server.backend, 'kept', onFailed);
    const shown = await shownAnswer(votes, 'ledger-4');
    const told = vi.fn();
    shown.on('feedback.failed', told);
    shown.send({ type: 'feedback.up' });
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onFailed).not.toHaveBeenCalled();
  });
});
