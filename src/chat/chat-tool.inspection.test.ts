import { describe, expect, it } from 'vitest';
import { localLocks, silentBroadcast } from '../persistence/cross-tab';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { settle } from '../persistence/testing';
import type { InspectionRecord } from '../../contracts/inspector-channel';
import { toInspectionRecord } from '../inspector/inspection-record';
import { startTestPlatform } from '../platform/testing';
import { openChatTool } from './chat-tool';

describe('the live inspector', () => {
  it('sees every actor of the studio’s system, the ones the chat spawned when it opened included', async () => {
    const records: InspectionRecord[] = [];
    const { platform } = await startTestPlatform({
      user: { subject: 'alice', name: 'Alice', groups: [], expiresAt: 4_000_000_000 },
      inspect: (event) => {
        const record = toInspectionRecord(event, 0);
        if (record) records.push(record);
      },
    });
    openChatTool(platform, { persistence: { storage: memoryKeyValueStore(), journalStorage: null, locks: localLocks(), broadcast: silentBroadcast() } });
    await settle();
    const actors = new Set(records.map((record) => record.actor));
    for (const actor of ['studio', 'auth', 'token', 'page', 'chat', 'chat.history', 'chat.history.chats', 'chat.history.documents', 'chat.stream', 'chat.uploads']) {
      expect(actors, actor).toContain(actor);
    }
    const chats = records.findLast((record) => record.actor === 'chat.history.chats');
    expect(chats).toMatchObject({ value: 'idle', context: { list: 'chats', scope: { userId: 'alice' }, base: {}, failures: 0 } });
    // Plain JSON all through: what reaches the inspector page over the dev server's websocket.
    expect(JSON.parse(JSON.stringify(records))).toEqual(records);
  });
});
