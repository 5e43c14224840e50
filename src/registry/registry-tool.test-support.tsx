/** Test support for the registry tool (imported by *.test.tsx only). */
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { SessionUser } from '../../machines/auth/auth.types';
import type { RegistryComponent } from '../../contracts/registry-api';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { localLocks, silentBroadcast } from '../persistence/cross-tab';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { followPreferences } from '../browser/follow-preferences';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { LanguageMenu } from '../shell/views/LanguageMenu';
import { ToastRegion } from '../shell/views/ToastRegion';
import { openRegistryTool, RegistryToolPage } from './registry-tool';

export const travelPolicy: RegistryComponent = {
  Url: `${defaultApiBase}/v1/registry/travel-policy`,
  Title: 'Travel policy',
  ComponentName: 'travel-policy',
  Description: 'Answers from the travel policy.',
  Environment: 'dev',
  ContactName: 'Tara Reis',
  ContactEmail: 'travel@example.com',
  Role: 'studio-kb-travel',
  Health: { ok: true, indexedAt: '2026-11-20T08:30:00Z' },
};

export const serviceDesk: RegistryComponent = {
  Url: `${defaultApiBase}/v1/registry/it-service-desk`,
  Title: 'IT service desk',
  ComponentName: 'it-service-desk',
  Description: 'Answers from the IT service desk FAQ.',
  Environment: 'dev',
  ContactName: 'Ingo Ites',
  // Not an address: shown as text, never as a link.
  ContactEmail: 'servicedesk@example.com?cc=everyone@example.com',
  Role: 'studio-kb-it',
  Health: { ok: false },
};

export const partnerWiki: RegistryComponent = {
  Url: 'http://127.0.0.1:4999/v1/registry/partner-wiki',
  Title: 'Partner wiki (external host)',
  ComponentName: 'partner-wiki',
  Description: 'A component outside the allowlist.',
  Environment: 'test',
  ContactName: 'Paul Extern',
  ContactEmail: 'paul.extern@example.org',
  Role: 'studio-rags',
  Health: { ok: false },
};

/**
 * The real registry tool in a real studio (real store, i18n and API clients; msw answers), its
 * history in the given memory storage, rendered with the toast region and the language menu.
 * Without `user`, authentication is switched off (no group rule applies).
 */
export async function startRegistryHarness({ storage = memoryKeyValueStore(), user }: { storage?: MemoryKeyValueStore; user?: SessionUser } = {}) {
  const { platform, onSessionExpired } = await startTestPlatform(user ? { user } : {});
  const { store, i18n } = platform;
  onTestFinished(followPreferences(store, (locale) => i18n.changeLanguage(locale)));
  await i18n.loadNamespaces(['registry', 'chat', 'chat-stream', 'chat-persistence', 'feedback']);
  const tool = openRegistryTool(platform, { persistence: { storage, journalStorage: null, locks: localLocks(), broadcast: silentBroadcast() } });
  await waitForActor(tool.history, (s) => Object.values(s.context.views).every((view) => view.status !== 'loading'));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <LanguageMenu />
          <MemoryRouter>
            <RegistryToolPage tool={tool} />
          </MemoryRouter>
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, tool, platform, storage, onSessionExpired };
}
