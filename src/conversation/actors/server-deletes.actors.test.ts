import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { StorageScope } from '../../../domain/chat';
import { serverDeletesMachine } from '../../../machines/conversation/server-deletes.machine';
import { deleteDocumentHandler, type DeleteReply } from '../../../test/msw/handlers/main';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { chatBackend } from '../../api/chat-backend';
import type { operations } from '../../../contracts/generated/main';
import { createMainClient } from '../../api/main-client';
import { testDeps } from '../../api/testing';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../../persistence/key-value-store';
import { pendingDeleteKey, serverDeleteActors } from './server-deletes.actors';

const alice: StorageScope = { tenant: 'trial', userId: 'alice@example.org' };
const hash = 'c'.repeat(64);
const item = { kind: 'document', docHash: hash } as const;

/** The real machine with the real actors, the real client and msw behind it; settles once it has nothing to do or holds. */
async function deleteOnce(reply: DeleteReply<operations['deleteDocument']>, storage: MemoryKeyValueStore = memoryKeyValueStore()) {
  mswServer.use(deleteDocumentHandler(reply));
  const { deps, onSessionExpired } = testDeps();
  const logic = serverDeletesMachine.provide({ actors: serverDeleteActors('chat', storage, chatBackend(createMainClient(deps), 'chat')) });
  const actor = createActor(logic, { input: { scope: alice }, logger: () => undefined }).start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  actor.send({ type: 'deletes.requested', items: [item] });
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  actor.stop();
  return { storage, held: settled.hasTag('held'), onSessionExpired };
}

describe('the server deletes\' effects against the API and the browser storage', () => {
  setupMswForSuite();

  it('keeps each pending delete under its own versioned key, per tool, tenant and user', () => {
    expect(pendingDeleteKey('chat', alice, item)).toBe(`studioPendingServerDeletes.chat_STACKIT:alice%40example%2Eorg/document/${hash}`);
    expect(pendingDeleteKey('scos', { tenant: 'corporate', userId: null }, { kind: 'chatAnswers', sessionId: 'session_1' })).toBe(
      'studioPendingServerDeletes.scos/chatAnswers/session_1',
    );
  });

  it.each([
    ['204: deleted', { status: 204 }],
    ['404: nothing of it was left', { status: 404, detail: 'There is no such document.' }],
    ['403: refused for good (logged)', { status: 403, detail: 'Not in the group.' }],
  ] as const)('%s: done, and its record goes', async (_, reply) => {
    const { storage, held } = await deleteOnce(reply);
    expect(held).toBe(false);
    expect([...storage.data.keys()]).toEqual([]);
  });

  it.each([
    ['offline', { offline: true }],
    ['401', { status: 401, detail: 'The token has expired.' }],
    ['503', { status: 503, detail: 'Down for maintenance.' }],
  ] as const)('%s: kept for the next start', async (_, reply) => {
    const { storage, held } = await deleteOnce(reply);
    expect(held).toBe(true);
    expect(storage.data.get(pendingDeleteKey('chat', alice, item))).toEqual({ version: 1, ...item });
  });

  it('leaves a record of a version it cannot read where it is, and sends nothing for it', async () => {
    const later = `${pendingDeleteKey('chat', alice, item).replace(hash, 'd'.repeat(64))}`;
    const storage = memoryKeyValueStore({ [later]: { version: 2, kind: 'document', docHash: 'd'.repeat(64) } });
    const { storage: after } = await deleteOnce({ status: 204 }, storage);
    expect([...after.data.keys()]).toEqual([later]);
  });

  describe("the copies of a chat's exchanges kept with its votes", () => {
    const ledgerIds = Array.from({ length: 501 }, (_, i) => String(1000 + i));
    const copies = { kind: 'feedbackCopies', sessionId: 'session_voted', ledgerIds } as const;
    const asked: string[][] = [];

    async function deleteCopiesOnce(reply: () => Promise<void>, storage: MemoryKeyValueStore = memoryKeyValueStore()) {
      const { deps } = testDeps();
      const feedback = {
        deleteCopies: (ids: readonly string[]) => {
          asked.push([...ids]);
          return reply();
        },
      };
      const logic = serverDeletesMachine.provide({ actors: serverDeleteActors('chat', storage, chatBackend(createMainClient(deps), 'chat'), feedback) });
      const actor = createActor(logic, { input: { scope: alice }, logger: () => undefined }).start();
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
      actor.send({ type: 'deletes.requested', items: [copies] });
      const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
      actor.stop();
      return { storage, held: settled.hasTag('held') };
    }

    it('go in runs of 500 ids, and the record goes once they are gone', async () => {
      asked.length = 0;
      const { storage, held } = await deleteCopiesOnce(async () => undefined);
      expect(held).toBe(false);
      expect(asked.map((run) => run.length)).toEqual([500, 1]);
      expect([...storage.data.keys()]).toEqual([]);
    });

    it('offline, they are kept with their ids under the chat, and sent again at the next start', async () => {
      asked.length = 0;
      const { storage, held } = await deleteCopiesOnce(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(held).toBe(true);
      const key = pendingDeleteKey('chat', alice, copies);
      expect(key).toBe('studioPendingServerDeletes.chat_STACKIT:alice%40example%2Eorg/feedbackCopies/session_voted');
      expect(storage.data.get(key)).toEqual({ version: 1, ...copies });

      asked.length = 0;
      const { deps } = testDeps();
      const feedback = { deleteCopies: async (ids: readonly string[]) => void asked.push([...ids]) };
      const restarted = createActor(serverDeletesMachine.provide({ actors: serverDeleteActors('chat', storage, chatBackend(createMainClient(deps), 'chat'), feedback) }), {
        input: { scope: alice },
        logger: () => undefined,
      }).start();
      await waitFor(restarted, (snapshot) => !snapshot.hasTag('busy') && storage.data.size === 0);
      restarted.stop();
      expect(asked.flat()).toEqual(ledgerIds);
    });
  });
});
