import type { CsChatRequest } from '../../api/customer-service-client';

/** The profile and context a turn carries (tools.md §3 "Chat request"). */
export interface TurnContext {
  uid: string;
  workforceID: string;
  sessionId: string;
  timezone: string;
  locale: string;
  documents: readonly string[];
  botToken: string;
  headers: Readonly<Record<string, string>>;
  testMode: boolean;
}

/** The request's own fields: a button's sitData is merged in but can never replace these. */
const protectedKeys = new Set(['uid', 'workforceID', 'documents', 'token', 'headers', 'user']);

/** Outgoing text: line breaks become spaces (tools.md §5). */
export const outgoingText = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

/** `USER_` followed by the uid, or the workforceID when there is no uid. */
export const userIdOf = (uid: string, workforceID: string) => `USER_${uid || workforceID}`;

/** The body of POST {endpoint}/{token} for one turn, with the clicked button's sitData merged in. */
export function chatRequest(context: TurnContext, message: string, sitData: Readonly<Record<string, unknown>> = {}): CsChatRequest {
  const extra = Object.fromEntries(
    Object.entries(sitData).filter(([key]) => !protectedKeys.has(key) && key !== '__proto__' && key !== 'constructor' && key !== 'prototype'),
  );
  const request: CsChatRequest & { testMode?: boolean } = {
    version: '2.0',
    user: { userId: userIdOf(context.uid, context.workforceID), sessionId: context.sessionId, timezone: context.timezone },
    locale: context.locale,
    request: {
      type: 'TEXT',
      message: outgoingText(message),
      data: {
        ...extra,
        uid: context.uid,
        workforceID: context.workforceID,
        documents: [...context.documents],
        token: context.botToken,
        headers: { ...context.headers },
      },
    },
  };
  if (context.testMode) request.testMode = true;
  return request;
}
