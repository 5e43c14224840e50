import { HttpResponse, http } from 'msw';
import type { FeedbackCapability, FeedbackVote, FeedbackVoteInput } from '../../../contracts/feedback-api';
import { mswServer } from '../server';
import { defaultApiBase } from './contract';

/** The feedback routes as the server keeps them: the caller's votes by ledger id, every call recorded. */
export function feedbackServer(votes = new Map<string, FeedbackVote>()) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  mswServer.use(
    http.get(`${defaultApiBase}/v1/feedback/votes`, ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      const ids = (url.searchParams.get('ledgerIds') ?? '').split(',');
      return HttpResponse.json({ votes: ids.flatMap((id) => votes.get(id) ?? []) });
    }),
    http.put<{ ledgerId: string }>(`${defaultApiBase}/v1/feedback/votes/:ledgerId`, async ({ request, params }) => {
      const body = (await request.json()) as FeedbackVoteInput;
      calls.push({ method: 'PUT', path: `/v1/feedback/votes/${params.ledgerId}`, body });
      const vote: FeedbackVote = { ledgerId: params.ledgerId, vote: body.vote, exchangeIncluded: body.exchange !== undefined, votedAt: '2026-12-02T10:00:00Z', ...(body.reason ? { reason: body.reason } : {}) };
      votes.set(params.ledgerId, vote);
      return HttpResponse.json(vote);
    }),
    http.delete<{ ledgerId: string }>(`${defaultApiBase}/v1/feedback/votes/:ledgerId`, ({ params }) => {
      calls.push({ method: 'DELETE', path: `/v1/feedback/votes/${params.ledgerId}` });
      votes.delete(params.ledgerId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${defaultApiBase}/v1/feedback/copies`, ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'DELETE', path: `${url.pathname}${url.search}` });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { votes, calls, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

/** GET /v1/capabilities on the main host, saying only what it says of the feedback. */
export function feedbackCapabilityHandler(feedback: FeedbackCapability, baseUrl = defaultApiBase) {
  return http.get(`${baseUrl}/v1/capabilities`, () => HttpResponse.json({ feedback }));
}
