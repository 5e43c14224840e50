import type { ChatMessage, ChatStreamRequest } from '../../../contracts/main-api';
import { HttpError } from '../http/errors';

/**
 * The body of POST /v1/chat/stream as parsed: `documents` defaults to none, and a kept answer's
 * ids (the client names the answer, so the server keeps it past the request) go together.
 */
export type ParsedChatRequest = Required<Pick<ChatStreamRequest, 'messages' | 'documents'>> & {
  kept?: Required<Pick<ChatStreamRequest, 'answerId' | 'sessionId'>>;
};

const maxDocuments = 50;
export const docHashPattern = /^[0-9a-f]{64}$/;
/** A client-made id: a UUID fits, and so does anything URL-safe up to 128 characters. */
export const clientIdPattern = /^[A-Za-z0-9_-]{1,128}$/;
const invalid = (detail: string) => new HttpError(422, detail);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMessage(value: unknown, index: number): ChatMessage {
  if (!isRecord(value)) throw invalid(`messages[${index}] must be an object.`);
  const { role, content } = value;
  if (role !== 'user' && role !== 'assistant') throw invalid(`messages[${index}].role must be "user" or "assistant".`);
  if (typeof content !== 'string') throw invalid(`messages[${index}].content must be a string.`);
  return { role, content } satisfies ChatMessage;
}

/** The body of POST /v1/chat/stream as the contract's ChatStreamRequest, or 422. */
export function parseChatRequest(body: unknown): ParsedChatRequest {
  if (!isRecord(body)) throw invalid('The body must be a JSON object with "messages".');
  const { messages, documents = [], answerId, sessionId } = body;
  if (!Array.isArray(messages) || messages.length === 0) throw invalid('"messages" must be a non-empty array.');
  if (!Array.isArray(documents)) throw invalid('"documents" must be an array of document hashes.');
  if (documents.length > maxDocuments) throw invalid(`At most ${maxDocuments} documents can be used at once.`);
  for (const hash of documents) {
    if (typeof hash !== 'string' || !docHashPattern.test(hash)) throw invalid('"documents" must hold doc_hash values from uploads.');
  }
  const parsed = messages.map(parseMessage);
  if (!parsed.some((message) => message.role === 'user')) throw invalid('The conversation has no user message.');
  const request = { messages: parsed, documents: documents as string[] } satisfies ChatStreamRequest;
  if (answerId === undefined && sessionId === undefined) return request;
  if (typeof answerId !== 'string' || !clientIdPattern.test(answerId)) throw invalid('"answerId" must be 1 to 128 letters, digits, "-" or "_".');
  if (typeof sessionId !== 'string' || !clientIdPattern.test(sessionId)) throw invalid('"sessionId" must be 1 to 128 letters, digits, "-" or "_".');
  return { ...request, kept: { answerId, sessionId } };
}

/** The question to search the documents with: the last thing the user said. */
export function lastUserMessage(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}
