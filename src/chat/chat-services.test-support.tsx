/** Test support for the chat services and the views that feed them (imported by *.test.tsx only). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { expect, onTestFinished, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { chatStarted, messageSent, answerFinished, selectActiveChat } from '../../store/chats.slice';
import { selectDocuments } from '../../store/documents.slice';
import { selectLocale } from '../../store/locale.slice';
import { makeStore, type AppStore, type RootState } from '../../store/store';
import { localConfig } from '../../test/fixtures/runtime-config';
import { testTokens } from '../api/testing';
import type { SessionTokens } from '../app/session';
import { followPreferences } from '../app/follow-preferences';
import { initI18n } from '../i18n/i18n';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { startChatPersistence } from '../persistence/start-chat-persistence';
import { LanguageMenu } from '../views/LanguageMenu';
import { ToastRegion } from '../views/ToastRegion';
import { startChatServices, type ChatServices } from './chat-services';
import { ChatContextProvider } from './chat-services-context';

/** A toast as a reader meets it: interrupting (alert) or polite (status), headline, description. */
export interface ShownToast {
  role: 'alert' | 'status';
  title: string;
  description?: string;
}

/** The toasts on screen, alerts first, each in the order it came. */
export function shownToasts(): ShownToast[] {
  const region = document.querySelector<HTMLElement>('.toast-region');
  if (!region) throw new Error('the toast region is not rendered');
  return (['alert', 'status'] as const).flatMap((role) =>
    within(region)
      .queryAllByRole(role)
      .map((toast) => {
        const description = toast.querySelector('p')?.textContent;
        return { role, title: toast.querySelector('strong')?.textContent ?? '', ...(description ? { description } : {}) };
      }),
  );
}

interface HarnessOptions {
  /** Views that use the services; rendered inside a router and the chat context, as the chat page renders them. */
  ui?: (services: ChatServices) => ReactNode;
  /** The store's state before the services start (chats, documents). */
  preloadedState?: Partial<RootState>;
}

/**
 * The real chat services (real store, real i18n, real API clients; msw answers the API) with the
 * toast region and the language menu on screen, as the shell renders them.
 */
export async function startChatHarness({ ui, preloadedState }: HarnessOptions = {}) {
  const store: AppStore = makeStore(preloadedState);
  const i18n = await initI18n(selectLocale(store.getState()));
  // As the app does: the locale chosen in the store drives i18n.
  const unsubscribe = followPreferences(store, (locale) => i18n.changeLanguage(locale));
  const validTokens = vi.fn(async (): Promise<SessionTokens | null> => testTokens);
  const onSessionLost = vi.fn();
  const saveNow = vi.fn();
  const services = startChatServices({
    store,
    config: localConfig(),
    origin: 'development',
    access: { validTokens, onSessionLost },
    i18n,
    saveNow,
  });
  // The chat context holds a persistence; with no one signed in (scope null) it reads and writes
  // nothing, so the scenarios' chats are theirs alone. src/persistence tests the persisting.
  const persistence = startChatPersistence({ store, storage: memoryKeyValueStore(), scope: null });
  onTestFinished(() => {
    services.stop();
    persistence.stop();
    unsubscribe();
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageMenu />
        <MemoryRouter>
          <ChatContextProvider value={{ services, persistence }}>{ui?.(services)}</ChatContextProvider>
        </MemoryRouter>
        <ToastRegion />
      </I18nextProvider>
    </Provider>,
  );

  return {
    store,
    i18n,
    services,
    onSessionLost,
    saveNow,
    /** The user picks German in the language menu; resolves once the German texts are loaded. */
    async chooseGerman() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Language: / }));
      await user.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
      await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
      expect(screen.getByRole('button', { name: /^Sprache: / })).toBeInTheDocument();
    },
    /** The open chat's messages as stored. */
    messages: () => selectActiveChat(store.getState())?.messages ?? [],
    documents: () => selectDocuments(store.getState()).map((document) => document.option),
    /** Resolves once no answer is on its way (the outcome has reached the store and the toasts). */
    answerSettled: () => waitForActor(services.stream, (snapshot) => snapshot.hasTag('ready')),
    /** Resolves once the upload queue has nothing left to do. */
    uploadsSettled: () => waitForActor(services.uploads, (snapshot) => snapshot.hasTag('ready')),
    /** An open chat that already holds one answered question. */
    seedAnsweredChat(sessionId = 'session_seeded') {
      store.dispatch(chatStarted({ sessionId }));
      store.dispatch(messageSent({ sessionId, content: 'Erste Frage' }));
      store.dispatch(answerFinished({ sessionId, content: 'Erste Antwort' }));
      return sessionId;
    },
  };
}

export type ChatHarness = Awaited<ReturnType<typeof startChatHarness>>;

/** A file as the picker, a paste or a drop hands it over; `size` bytes of zeros unless text is given. */
export function fileOf(name: string, type: string, size?: number) {
  return new File(size === undefined ? [`Inhalt von ${name}`] : [new Uint8Array(size)], name, { type });
}
