import type { ApiContext } from '../api-context';
import type { Database } from '../../db/database';
import { HttpError } from '../http/errors';
import type { Route } from '../http/route';
import { bothTenants } from '../auth/tenants';
import { clientIdPattern, docHashPattern } from './chat-request';

const noSuchDocument = () => new HttpError(404, 'There is no such document.');
const noAnswers = () => new HttpError(404, 'There are no kept answers of this chat.');

/**
 * Deletes the owner's kept answers of one chat (the studio's `sessionId`, which each kept answer
 * carries); returns their ids. An answer still streaming loses its row, so the instance writing
 * it stops at its next write, as for a cancel.
 */
async function deleteChatAnswers(db: Database, owner: string, sessionId: string): Promise<string[]> {
  const rows = await db.query<{ answer_id: string }>('delete from kept_answers where owner = $1 and session_id = $2 returning answer_id', [
    owner,
    sessionId,
  ]);
  return rows.map((row) => row.answer_id);
}

/**
 * Delete means delete: a document and a chat's kept answers leave the server when the user
 * deletes them, not at the 24-hour purge. Owner only: rows are keyed by the caller, so another
 * user's document or chat is as unknown as one that never was (404 for both).
 */
export function deleteRoutes({ db, documents, answers }: ApiContext): Route[] {
  const noContent = (res: Parameters<Route['handle']>[0]['res']) => {
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  };
  return [
    {
      method: 'DELETE',
      path: '/v1/documents/:docHash',
      // The customer-service demo uploads through the chat's endpoint, and deletes its documents here.
      tools: ['chat', 'trial', 'customerService'],
      tenants: bothTenants,
      toolName: 'chat',
      handle: async ({ res, identity, params }) => {
        const docHash = params.docHash ?? '';
        if (!docHashPattern.test(docHash) || !(await documents.remove(identity.userKey, docHash))) throw noSuchDocument();
        noContent(res);
      },
    },
    {
      method: 'DELETE',
      path: '/v1/chat/sessions/:sessionId/answers',
      tools: ['chat', 'trial'],
      tenants: bothTenants,
      toolName: 'chat',
      handle: async ({ res, identity, params }) => {
        const sessionId = params.sessionId ?? '';
        const deleted = clientIdPattern.test(sessionId) ? await deleteChatAnswers(db, identity.userKey, sessionId) : [];
        if (deleted.length === 0) throw noAnswers();
        // One streaming on this instance stops now rather than at its next write.
        await Promise.all(deleted.map((answerId) => answers.cancel(identity.userKey, answerId).catch(() => undefined)));
        noContent(res);
      },
    },
  ];
}
