import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { useUsageAccess } from './use-usage-access';

setupMswForSuite();

async function accessOf(capabilities: object) {
  let asked = 0;
  mswServer.use(http.get(`${defaultApiBase}/v1/capabilities`, () => {
    asked += 1;
    return HttpResponse.json(capabilities);
  }));
  const { platform } = await startTestPlatform({ user: { subject: 'tara', name: 'Tara Reis', groups: ['studio-rags'], expiresAt: 4_000_000_000 } });
  renderHook(() => useUsageAccess(), { wrapper: ({ children }: { children: ReactNode }) => <PlatformProvider value={platform}>{children}</PlatformProvider> });
  await waitFor(() => expect(platform.store.getState().capabilities.usageAdmin).not.toBeNull());
  return { capabilities: platform.store.getState().capabilities, asked };
}

describe('what the user may see beyond their groups, read once at sign-in', () => {
  it('keeps whose registry components’ feedback the user reads as their contact, from the same call as the usage page', async () => {
    const { capabilities, asked } = await accessOf({ usage: { admin: false }, feedback: { vote: true, admin: false, components: ['travel-policy'] } });
    expect(capabilities).toEqual({ subject: 'tara', usageAdmin: false, feedbackContactOf: ['travel-policy'] });
    expect(asked).toBe(1);
  });

  it('a server without feedback makes the user nobody’s contact', async () => {
    const { capabilities } = await accessOf({ usage: { admin: true } });
    expect(capabilities).toEqual({ subject: 'tara', usageAdmin: true, feedbackContactOf: [] });
  });
});
