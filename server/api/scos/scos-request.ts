import { HttpError } from '../http/errors';

/** What the bot reads of a turn (tools.md §3 "Chat request", §7). */
export interface ScosTurn {
  userId: string;
  sessionId: string;
  locale: string;
  message: string;
  documents: string[];
  /** The request's data beyond the profile fields: a clicked button's sitData lands here. */
  extra: Record<string, unknown>;
  testMode: boolean;
}

const invalid = (detail: string) => new HttpError(422, detail);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(owner: Record<string, unknown>, key: string, where: string): string {
  const value = owner[key];
  if (typeof value !== 'string') throw invalid(`${where}.${key} must be a string.`);
  return value;
}

const profileKeys = new Set(['uid', 'workforceID', 'documents', 'token', 'headers']);

/** The body of POST /v1/scos/:token as the contract's CsChatRequest, or 422 naming the first problem. */
export function parseScosRequest(body: unknown, botToken: string): ScosTurn {
  if (!isRecord(body)) throw invalid('The body must be a JSON object (CsChatRequest).');
  if (body.version !== '2.0') throw invalid('version must be "2.0".');
  const { user, request } = body;
  if (!isRecord(user)) throw invalid('user must be an object.');
  const userId = text(user, 'userId', 'user');
  if (!userId.startsWith('USER_')) throw invalid('user.userId must start with USER_.');
  const sessionId = text(user, 'sessionId', 'user');
  text(user, 'timezone', 'user');
  const locale = text(body, 'locale', 'body');
  if (!isRecord(request)) throw invalid('request must be an object.');
  if (request.type !== 'TEXT') throw invalid('request.type must be "TEXT".');
  const message = text(request, 'message', 'request');
  const { data } = request;
  if (!isRecord(data)) throw invalid('request.data must be an object.');
  text(data, 'uid', 'request.data');
  text(data, 'workforceID', 'request.data');
  if (text(data, 'token', 'request.data') !== botToken) throw invalid('request.data.token must be the bot token of the address.');
  if (!isRecord(data.headers) || !Object.values(data.headers).every((value) => typeof value === 'string')) {
    throw invalid('request.data.headers must be an object of strings.');
  }
  const { documents } = data;
  if (!Array.isArray(documents) || !documents.every((hash) => typeof hash === 'string')) {
    throw invalid('request.data.documents must be an array of document hashes.');
  }
  const extra = Object.fromEntries(Object.entries(data).filter(([key]) => !profileKeys.has(key)));
  return { userId, sessionId, locale, message, documents, extra, testMode: body.testMode === true };
}
