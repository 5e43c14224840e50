import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { answerText, detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';

const text = (words: string) => new TextEncoder().encode(words);

describe(`${testDatabaseDriver()}: deleting a document or a chat's kept answers deletes them on the server`, () => {
  let api: TestApi;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let scos: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi({ port: 4406 });
    alice = await api.bearer({ subject: 'alice' });
    bob = await api.bearer({ subject: 'bob' });
    scos = await api.bearer({ subject: 'sven', groups: [localGroups.customerService] });
  }, startUpMs);
  afterAll(() => api.stop());

  const remove = (path: string, headers: Record<string, string>) => fetch(`${api.url}${path}`, { method: 'DELETE', headers });
  const rowsOf = async (owner: string, hash: string) => ({
    documents: await api.db.query('select file_name from documents where owner = $1 and doc_hash = $2', [owner, hash]),
    chunks: await api.db.query('select content from document_chunks where owner = $1 and doc_hash = $2', [owner, hash]),
  });
  const ownerOf = (subject: string) => `http://corporate.test#${subject}`;

  it('deletes the owner\'s document, its text and its name, at once', async () => {
    const hash = await uploadAs(api.url, alice, text('The harbour invoices were paid in March.'), 'harbour.txt');
    expect((await rowsOf(ownerOf('alice'), hash)).chunks).toHaveLength(1);

    const deleted = await remove(`/v1/documents/${hash}`, alice);
    expect(deleted.status).toBe(204);
    expect(await rowsOf(ownerOf('alice'), hash)).toEqual({ documents: [], chunks: [] });
    // A chat naming it now hears that it is not available.
    const asked = await chatRequest(api.url, alice, { messages: [{ role: 'user', content: 'When?' }], documents: [hash] });
    expect(asked.status).toBe(410);
  });

  it('answers another user\'s delete as for a document that never was, and leaves the owner\'s', async () => {
    const hash = await uploadAs(api.url, alice, text('Only Alice uploaded this memo.'), 'memo.txt');
    const foreign = await remove(`/v1/documents/${hash}`, bob);
    const never = await remove(`/v1/documents/${'0'.repeat(64)}`, bob);
    expect([foreign.status, never.status]).toEqual([404, 404]);
    expect(await detailOf(foreign)).toBe(await detailOf(never));
    expect((await rowsOf(ownerOf('alice'), hash)).chunks).toHaveLength(1);
    expect((await remove('/v1/documents/not-a-hash', alice)).status).toBe(404);
    // Deleted once, a second call (the studio's retry) is a 404 too: nothing is left.
    expect((await remove(`/v1/documents/${hash}`, alice)).status).toBe(204);
    expect((await remove(`/v1/documents/${hash}`, alice)).status).toBe(404);
  });

  it('lets the customer-service demo delete the documents it uploaded', async () => {
    const hash = await uploadAs(api.url, scos, text('The parcel left the depot on Monday.'), 'parcel.txt');
    expect((await remove(`/v1/documents/${hash}`, scos)).status).toBe(204);
    expect(await rowsOf(ownerOf('sven'), hash)).toEqual({ documents: [], chunks: [] });
  });

  it('deletes the kept answers of one chat of the owner, and no other chat\'s or user\'s', async () => {
    const ask = async (headers: Record<string, string>, sessionId: string) => {
      const answerId = randomUUID();
      const response = await chatRequest(api.url, headers, { messages: [{ role: 'user', content: 'Hello?' }], answerId, sessionId });
      expect(answerText(await readNdjson(response))).not.toBe('');
      return answerId;
    };
    const kept = async (answerId: string) => (await api.db.query('select content from kept_answers where answer_id = $1', [answerId])).length;
    const first = await ask(alice, 'session_gone');
    const second = await ask(alice, 'session_gone');
    const otherChat = await ask(alice, 'session_stays');
    const bobs = await ask(bob, 'session_gone');

    expect((await remove('/v1/chat/sessions/session_gone/answers', bob)).status).toBe(204);
    expect(await kept(bobs)).toBe(0);
    expect([await kept(first), await kept(second)]).toEqual([1, 1]);

    expect((await remove('/v1/chat/sessions/session_gone/answers', alice)).status).toBe(204);
    expect([await kept(first), await kept(second), await kept(otherChat)]).toEqual([0, 0, 1]);
    expect((await fetch(`${api.url}/v1/chat/answers/${first}`, { headers: alice })).status).toBe(404);
    // Nothing of this user's is kept for it any more: as for a chat that never was.
    expect((await remove('/v1/chat/sessions/session_gone/answers', alice)).status).toBe(404);
    expect((await remove('/v1/chat/sessions/never_asked/answers', alice)).status).toBe(404);
  });
});
