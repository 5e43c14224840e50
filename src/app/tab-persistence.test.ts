// fake-indexeddb implements IndexedDB in plain JavaScript (jsdom has none).
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { waitFor } from 'xstate';
import { openChatTool } from '../chat/chat-tool';
import { localLocks } from '../persistence/cross-tab';
import { startTestPlatform } from '../platform/testing';
import { openRegistryTool } from '../registry/registry-tool';
import { openScosTool } from '../scos/scos-tool';
import { openVisionTool } from '../vision/vision-tool';
import { mswServer, setupMswForSuite } from '../../test/msw/server';

setupMswForSuite();

/** A BroadcastChannel that counts how many were made in this tab. */
const channels: string[] = [];
class CountedChannel extends EventTarget {
  constructor(readonly name: string) {
    super();
    channels.push(name);
  }
  postMessage() {}
  close() {}
}

describe('one persistence environment per tab', () => {
  it('chat, registry, customer service and Vision Studio, opened in one tab, share one IndexedDB connection and one BroadcastChannel', async () => {
    // Nothing answers: the tools open and read their lists, whatever their backends say.
    mswServer.use(http.all('*', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    vi.stubGlobal('BroadcastChannel', CountedChannel);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const open = vi.spyOn(indexedDB, 'open');
    const { platform } = await startTestPlatform();
    await platform.i18n.loadNamespaces(['registry', 'scos', 'chat', 'chat-stream', 'chat-persistence', 'vision']);

    const tools = [
      openChatTool(platform, { persistence: { journalStorage: null, locks: localLocks() } }),
      openRegistryTool(platform),
      openScosTool(platform, { random: () => 0 }),
    ];
    for (const tool of tools) await waitFor(tool.history, (history) => Object.values(history.context.views).every((view) => view.status !== 'loading'));
    // Vision Studio reads its kept gallery through the same connection.
    const vision = openVisionTool(platform);
    await waitFor(vision.actor, (snapshot) => !snapshot.matches('loading'));

    expect(open).toHaveBeenCalledTimes(1);
    expect(channels).toHaveLength(1);
  });
});
