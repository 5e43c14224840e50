/** Test support for the chat tool and the views that feed it (imported by *.test.tsx only). */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { expect, onTestFinished } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { Chat } from '../../domain/chat';
import { historySettled } from '../../machines/persistence/history.machine';
import { answerEnded, chatStarted, messageSent, selectActiveChat } from '../../store/chats.slice';
import { selectDocuments } from '../../store/documents.slice';
import type { RootState } from '../../store/store';
import { mswServer } from '../../test/msw/server';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { deleteChatAnswersHandler, deleteDocumentHandler, type DeleteReply } from '../../test/msw/handlers/main';
import type { operations } from '../../contracts/generated/main';
import type { FeedbackCapability } from '../../contracts/feedback-api';
import { followPreferences } from '../browser/follow-preferences';
import { ConversationProvider } from '../conversation/conversation-context';
import { localLocks, silentBroadcast } from '../persistence/cross-tab';
import { memoryKeyValueStore, type MemoryKeyValueStore } from '../persistence/key-value-store';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { chooseGerman } from '../platform/screen.test-support';
import { LanguageMenu } from '../shell/views/LanguageMenu';
import { ToastRegion } from '../shell/views/ToastRegion';
import { openChatTool } from './chat-tool';
import { ChatToolContext, type ChatTool } from './chat-tool-context';
import { storedListIn } from '../persistence/testing';


interface HarnessOptions {
  /** Views that use the tool; rendered inside a router and the chat's contexts, as the chat page renders them. */
  ui?: (tool: ChatTool) => ReactNode;
  /** The store's state before the tool opens (chats, documents). */
  preloadedState?: Partial<RootState>;
  /** The browser storage the history is read from (empty unless given). */
  storage?: MemoryKeyValueStore;
  /** What GET /v1/capabilities says of kept answers (missing, as another backend says, unless given). */
  resumableAnswers?: boolean;
  /** GET /v1/capabilities fails (503). */
  capabilitiesUnreadable?: boolean;
  /** What GET /v1/capabilities says of the answers' feedback (missing, as on a server without it, unless given). */
  feedback?: FeedbackCapability;
  /** How the server answers the deletes (204 unless given). */
  deleteReplies?: { document?: DeleteReply<operations['deleteDocument']>; chatAnswers?: DeleteReply<operations['deleteChatAnswers']> };
}

/**
 * The real chat tool in a real studio (real store, real i18n, real API clients; msw answers the
 * API), sign-in switched off, its history in memory, with the toast region and the language menu
 * on screen as the shell renders them.
 */
export async function startChatHarness({ ui, preloadedState, storage = memoryKeyValueStore(), resumableAnswers, capabilitiesUnreadable = false, feedback, deleteReplies = {} }: HarnessOptions = {}) {
  let capabilitiesRead = false;
  mswServer.use(
    // Deleting a chat or a document deletes it on the server too; a scenario about that replaces these.
    deleteDocumentHandler(deleteReplies.document),
    deleteChatAnswersHandler(deleteReplies.chatAnswers),
    http.get(`${defaultApiBase}/v1/capabilities`, () => {
      capabilitiesRead = true;
      if (capabilitiesUnreadable) return HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 });
      return HttpResponse.json({ transcription: false, analysis: false, ...(resumableAnswers === undefined ? {} : { resumableAnswers }), ...(feedback ? { feedback } : {}) });
    }),
  );
  const { platform, onSessionExpired } = await startTestPlatform({ preloadedState });
  const { store, i18n } = platform;
  // As the app does: the locale chosen in the store drives i18n.
  const unsubscribe = followPreferences(store, (locale) => i18n.changeLanguage(locale));
  onTestFinished(unsubscribe);
  const tool = openChatTool(platform, { persistence: { storage, journalStorage: null, locks: localLocks(), broadcast: silentBroadcast() } });
  // The scenarios start with the history read (the page waits for it the same way).
  await waitForActor(tool.history, (s) => Object.values(s.context.views).every((view) => view.status !== 'loading'));
  // … and with the capabilities known (a question asked before they are goes as to a backend that keeps nothing).
  await tool.capabilitiesKnown;
  // A scenario that serves them (msw listening) got them; one that does not got the failure.
  if (resumableAnswers !== undefined) expect(capabilitiesRead).toBe(true);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <LanguageMenu />
          <MemoryRouter>
            <ChatToolContext.Provider value={tool}>
              <ConversationProvider value={tool}>{ui?.(tool)}</ConversationProvider>
            </ChatToolContext.Provider>
          </MemoryRouter>
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );

  return {
    store,
    i18n,
    platform,
    tool,
    commands: tool.commands,
    onSessionExpired,
    /** The user picks German in the language menu; resolves once the German texts are loaded. */
    async chooseGerman() {
      await chooseGerman(userEvent.setup());
      expect(screen.getByRole('button', { name: /^Sprache: / })).toBeInTheDocument();
    },
    /** The open chat's messages as stored. */
    messages: () => selectActiveChat(store.getState())?.messages ?? [],
    documents: () => selectDocuments(store.getState()).map((document) => document.option),
    /** Resolves once no answer is on its way (the outcome has reached the store and the toasts). */
    answerSettled: () => waitForActor(tool.stream, (snapshot) => snapshot.hasTag('ready')),
    /** Resolves once the upload queue has nothing left to do. */
    uploadsSettled: () => waitForActor(tool.uploads, (snapshot) => snapshot.hasTag('ready')),
    /** The history has written everything (nothing reading, nothing waiting for the throttle). */
    historySaved: () => waitForActor(tool.history, historySettled),
    /** The chats as the browser storage holds them (sign-in is off: one shared key). */
    storedChats: () => (storedListIn(storage.data, 'PRIVATE_CHAT_HISTORY') as { items: Chat[] } | undefined)?.items ?? [],
    /** An open chat that already holds one answered question. */
    seedAnsweredChat(sessionId = 'session_seeded') {
      store.dispatch(chatStarted({ sessionId }));
      store.dispatch(messageSent({ sessionId, content: 'Erste Frage' }));
      store.dispatch(answerEnded({ sessionId, text: 'Erste Antwort', end: { status: 'complete' } }));
      return sessionId;
    },
  };
}

export type ChatHarness = Awaited<ReturnType<typeof startChatHarness>>;

/** A file as the picker, a paste or a drop hands it over; `size` bytes of zeros unless text is given. */
export function fileOf(name: string, type: string, size?: number) {
  return new File(size === undefined ? [`Inhalt von ${name}`] : [new Uint8Array(size)], name, { type });
}
