import type { ApiContext } from '../api-context';
import type { Route } from '../http/route';
import { createSummarizationHandler } from '../summarization/summarization-handler';
import { createUploadHandler } from '../upload/upload-handler';
import { createChatHandler } from './chat-handler';
import { createRateLimiter } from './rate-limiter';

/** The general chat's endpoints (tools.md §7): the chat group and the trial origin's group may call them. */
export function chatRoutes({ documents, search, now, llm, offlinePaceMs, rateLimitPerMinute }: ApiContext): Route[] {
  const tools = ['chat', 'trial'] as const;
  const withScos = [...tools, 'customerService'] as const;
  return [
    {
      method: 'POST',
      path: '/v1/chat/stream',
      tools,
      toolName: 'chat',
      handle: createChatHandler({ documents, search, limiter: createRateLimiter(rateLimitPerMinute, now), llm, offlinePaceMs }),
    },
    // The customer-service demo uploads documents and names its chats through the same endpoints (issue 14).
    { method: 'POST', path: '/v1/upload/documents', tools: withScos, toolName: 'chat', handle: createUploadHandler(documents) },
    { method: 'POST', path: '/v1/summarization', tools: withScos, toolName: 'chat', handle: createSummarizationHandler(llm) },
  ];
}
