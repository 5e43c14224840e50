import type { ApiContext } from '../api-context';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import { bothTenants as tenants } from '../auth/tenants';
import { createSummarizationHandler } from '../summarization/summarization-handler';
import { createUploadHandler } from '../upload/upload-handler';
import { createChatHandler } from './chat-handler';
import { clientIdPattern } from './chat-request';
import { createRateLimiter } from './rate-limiter';

/** The general chat's endpoints (tools.md §7): the chat group and the trial origin's group may call them, on both tenants. */
export function chatRoutes({ db, documents, search, now, llm, offlinePaceMs, rateLimitPerMinute, answers, extraction }: ApiContext): Route[] {
  const tools = ['chat', 'trial'] as const;
  const withScos = [...tools, 'customerService'] as const;
  const streamChat = createChatHandler({ documents, search, limiter: createRateLimiter(db, 'chat', rateLimitPerMinute, now), llm, offlinePaceMs, answers });
  return [
    {
      method: 'POST',
      path: '/v1/chat/stream',
      tools,
      tenants,
      toolName: 'chat',
      metered: 'model',
      handle: (context) => answers.settle(context.res, streamChat(context)),
    },
    // A kept answer: re-attached from an offset, or stopped, by its owner only.
    {
      method: 'GET',
      path: '/v1/chat/answers/:answerId',
      tools,
      tenants,
      toolName: 'chat',
      handle: ({ req, res, identity, params }) =>
        answers.reattach(res, identity.userKey, answerIdOf(params), offsetOf(new URL(req.url ?? '/', 'http://api.invalid').searchParams.get('from'))),
    },
    {
      method: 'POST',
      path: '/v1/chat/answers/:answerId/cancel',
      tools,
      tenants,
      toolName: 'chat',
      handle: async ({ res, identity, params }) => {
        await answers.cancel(identity.userKey, answerIdOf(params));
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
      },
    },
    // The customer-service demo uploads documents and names its chats through the same endpoints.
    { method: 'POST', path: '/v1/upload/documents', tools: withScos, tenants, toolName: 'chat', metered: 'upload', handle: createUploadHandler(documents, extraction.pool, extraction.settings) },
    { method: 'POST', path: '/v1/summarization', tools: withScos, tenants, toolName: 'chat', metered: 'model', handle: createSummarizationHandler(llm) },
  ];
}

function answerIdOf(params: Readonly<Record<string, string>>): string {
  const answerId = params.answerId ?? '';
  // Nothing else can be a kept answer's id, so it is as unknown as any other.
  if (!clientIdPattern.test(answerId)) throw new HttpError(404, 'There is no such answer (answers are kept for 24 hours).');
  return answerId;
}

/** `from`: how much of the answer's text (UTF-16 code units, JavaScript's string length) the client has. */
function offsetOf(from: string | null): number {
  if (from === null) return 0;
  if (!/^\d{1,9}$/.test(from)) throw new HttpError(422, '"from" must be a whole number of characters, 0 or more.');
  return Number(from);
}
