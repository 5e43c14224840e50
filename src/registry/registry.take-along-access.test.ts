import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import { registryListHandler } from '../../test/msw/handlers/registry';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { startTestPlatform } from '../platform/testing';
import { usableComponents } from './registry.take-along-access';
import { serviceDesk, travelPolicy } from './registry-tool.test-support';

setupMswForSuite();

const person = (groups: string[]): SessionUser => ({ subject: 'alice', name: 'Alice', groups, expiresAt: 2_000_000_000 });
const signal = new AbortController().signal;

describe('the registry components an import keeps chats for', () => {
  it('those of the registry list the user\'s groups match, as the page shows them', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }));
    const { platform } = await startTestPlatform({ user: person(['studio-rags', 'studio-kb-it']) });
    expect(await usableComponents(platform, signal)).toEqual(['it-service-desk_dev']);
  });

  it('none, without asking, for a user the registry would not let in', async () => {
    // No handler: a request would fail the test (unhandled requests are errors).
    const { platform } = await startTestPlatform({ user: person(['studio-kb-it']) });
    expect(await usableComponents(platform, signal)).toEqual([]);
  });

  it('no rule with authentication switched off', async () => {
    const { platform } = await startTestPlatform();
    expect(await usableComponents(platform, signal)).toBeNull();
  });

  it('a list that cannot be read stops the import', async () => {
    mswServer.use(registryListHandler({ status: 403, detail: 'Forbidden' }));
    const { platform } = await startTestPlatform({ user: person(['studio-rags']) });
    await expect(usableComponents(platform, signal)).rejects.toThrow();
  });
});
