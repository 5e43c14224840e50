import { HttpError } from '../http/errors';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatStreamRequest {
  messages: ChatMessage[];
  documents: string[];
}

const maxDocuments = 50;
const docHashPattern = /^[0-9a-f]{64}$/;
const invalid = (detail: string) => new HttpError(422, detail);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMessage(value: unknown, index: number): ChatMessage {
  if (!isRecord(value)) throw invalid(`messages[${index}] must be an object.`);
  const { role, content } = value;
  if (role !== 'user' && role !== 'assistant') throw invalid(`messages[${index}].role must be "user" or "assistant".`);
  if (typeof content !== 'string') throw invalid(`messages[${index}].content must be a string.`);
  return { role, content };
}

/** The body of POST /v1/chat/stream as the contract's ChatStreamRequest, or 422. */
export function parseChatRequest(body: unknown): ChatStreamRequest {
  if (!isRecord(body)) throw invalid('The body must be a JSON object with "messages".');
  const { messages, documents = [] } = body;
  if (!Array.isArray(messages) || messages.length === 0) throw invalid('"messages" must be a non-empty array.');
  if (!Array.isArray(documents)) throw invalid('"documents" must be an array of document hashes.');
  if (documents.length > maxDocuments) throw invalid(`At most ${maxDocuments} documents can be used at once.`);
  for (const hash of documents) {
    if (typeof hash !== 'string' || !docHashPattern.test(hash)) throw invalid('"documents" must hold doc_hash values from uploads.');
  }
  const parsed = messages.map(parseMessage);
  if (!parsed.some((message) => message.role === 'user')) throw invalid('The conversation has no user message.');
  return { messages: parsed, documents: documents as string[] };
}

/** The question to search the documents with: the last thing the user said. */
export function lastUserMessage(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.role === 'user')?.content ?? '';
}
