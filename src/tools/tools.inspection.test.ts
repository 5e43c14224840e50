// fake-indexeddb implements IndexedDB in plain JavaScript (jsdom has none): the tools that keep
// histories open the tab's one connection when they open.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InspectionRecord } from '../../contracts/inspector-channel';
import { settle } from '../persistence/testing';
import { toInspectionRecord } from '../inspector/inspection-record';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { startTestPlatform } from '../platform/testing';
import { toolDescriptors } from './tools';

setupMswForSuite();

// Written out per tool (not read from the machines): the actors the inspector must show once the
// tool's route has opened it, by system id.
const actorsOf: Record<string, readonly string[]> = {
  chat: ['chat', 'chat.history', 'chat.history.chats', 'chat.history.documents', 'chat.stream', 'chat.uploads'],
  registry: ['registry', 'registry.history', 'registry.history.chats', 'registry.stream', 'registry.catalogue'],
  scos: ['scos', 'scos.history', 'scos.history.chats', 'scos.history.documents', 'scos.conversation'],
  audit: ['audit', 'audit.load'],
  vision: ['vision'],
  vox: ['vox'],
  usage: ['usage'],
};

describe('the live inspector sees every tool’s actors', () => {
  it('lists an expectation for every tool there is', () => {
    expect(toolDescriptors.map((tool) => tool.key).sort()).toEqual(Object.keys(actorsOf).sort());
  });

  it.each(toolDescriptors.map((tool) => [tool.key, tool] as const))('%s: opened as its route opens it, each of its actors is seen, in plain JSON', async (key, tool) => {
    // What a tool loads on opening (models, the registry, capabilities) is not this test's subject:
    // every backend is down, and each tool's actors are there all the same.
    mswServer.use(http.get('*', () => new HttpResponse(null, { status: 503 })));
    const records: InspectionRecord[] = [];
    const { platform } = await startTestPlatform({
      user: { subject: 'alice', name: 'Alice', groups: [], expiresAt: 4_000_000_000 },
      inspect: (event) => {
        const record = toInspectionRecord(event, 0);
        if (record) records.push(record);
      },
    });
    // What the router does before a tool's first render (src/app/routes.tsx).
    const [module, slices] = await Promise.all([tool.module(), tool.slices(), platform.i18n.loadNamespaces([...tool.namespaces])]);
    for (const slice of slices) platform.store.injectSlice(slice);
    await module.openTool(platform);
    await settle();

    const seen = new Set(records.map((record) => record.actor));
    for (const actor of ['studio', 'auth', 'token', 'page', ...actorsOf[key]!]) expect(seen, actor).toContain(actor);
    // What reaches the inspector page over the dev server's websocket.
    expect(JSON.parse(JSON.stringify(records))).toEqual(records);
    platform.studio.stop();
  });
});
