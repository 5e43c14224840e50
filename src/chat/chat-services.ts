import type { i18n as I18n } from 'i18next';
import { createActor } from 'xstate';
import { answerSoFar, chatStreamMachine } from '../../machines/chat/chat-stream.machine';
import type { ToastRequest } from '../../machines/chat/chat-toast';
import { uploadQueueMachine } from '../../machines/chat/upload-queue.machine';
import {
  answerCanceled, answerFailed, answerFinished, chatAutoNamed, chatStarted, chatSwitched, lastExchangeDropped, messageEdited, messageResent,
  messageSent, needsAutoName, newSessionId,
} from '../../store/chats.slice';
import { selectChatDocuments } from '../../store/chat-documents';
import { documentUploaded, documentsExpired, selectExpiredDocuments } from '../../store/documents.slice';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import { chatBackend, type ChatBackend } from '../api/chat-backend';
import { createMainClient } from '../api/main-client';
import type { ClientDeps } from '../api/studio-client';
import { createTrialClient } from '../api/trial-client';
import type { SessionAccess } from '../app/session';
import { isTrialOrigin } from '../config/origin';
import type { OriginKey, RuntimeConfig } from '../config/runtime-config';
import { sentinelMessage, sentinelText } from '../errors/catalogue';
import { chatStreamActor } from './actors/chat-stream.actors';
import { uploadDocumentActor } from './actors/upload-queue.actors';
import { summarizationTranscript } from './transcript';

interface ChatServicesOptions {
  store: AppStore;
  config: RuntimeConfig;
  origin: OriginKey;
  access: SessionAccess;
  i18n: I18n;
  /** Writes the history now: called at each completed message, so a closed tab loses none. */
  saveNow?: () => void;
}

/**
 * The chat's actors with their real effects, and where their news goes: answers and uploads
 * into the slices, toasts into the toast list (translated here, so machines stay free of i18n).
 */
export function startChatServices({ store, config, origin, access, i18n, saveNow = () => {} }: ChatServicesOptions) {
  const trial = isTrialOrigin(origin);
  // tools.md §6: the trial tenant sends the access token, the corporate one the ID token.
  const deps: ClientDeps = { config, origin, tokens: access, tokenKind: trial ? 'access' : 'id', onSessionLost: access.onSessionLost };
  const backend: ChatBackend = chatBackend(trial ? createTrialClient(deps) : createMainClient(deps));

  const toast = ({ color, title, description }: ToastRequest) =>
    store.dispatch(
      toastAdded({
        color,
        title: i18n.t(title.key, title.values ?? {}),
        ...(description ? { description: i18n.t(description.key, description.values ?? {}) } : {}),
      }),
    );
  const describe = (content: string) => {
    const message = sentinelMessage(content);
    return message ? sentinelText(message, (key) => i18n.t(key)) : content;
  };

  const chatById = (sessionId: string) => store.getState().chats.items.find((c) => c.sessionId === sessionId);

  /** tools.md §4: a chat without a name is named once it has enough messages (or on request). */
  async function nameChat(sessionId: string, replace = false) {
    const chat = chatById(sessionId);
    if (!chat || (!replace && !needsAutoName(chat))) return;
    const said = summarizationTranscript(chat);
    if (!said) return;
    try {
      const name = (await backend.summarizeChat(said)).trim();
      if (name) store.dispatch(chatAutoNamed({ sessionId, name, replace }));
    } catch (error) {
      // tools.md §8: a 401 has already ended the session through the client; others are only logged.
      console.error('auto-naming failed', error);
    }
  }

  const stream = createActor(chatStreamMachine.provide({ actors: { streamAnswer: chatStreamActor(backend) } }));
  stream.on('answer.finished', ({ sessionId, content }) => {
    store.dispatch(answerFinished({ sessionId, content }));
    saveNow();
    void nameChat(sessionId);
  });
  stream.on('answer.incomplete', ({ sessionId, content }) => {
    store.dispatch(answerFinished({ sessionId, content }));
    saveNow();
  });
  stream.on('answer.failed', ({ sessionId, content }) => {
    store.dispatch(answerFailed({ sessionId, content }));
    saveNow();
  });
  stream.on('answer.canceled', ({ sessionId, partial }) => {
    store.dispatch(answerCanceled({ sessionId, partial }));
    saveNow();
  });
  stream.on('session.lost', ({ sessionId }) => store.dispatch(lastExchangeDropped({ sessionId })));
  stream.on('toast', toast);

  const uploads = createActor(uploadQueueMachine.provide({ actors: { uploadDocument: uploadDocumentActor(backend) } }));
  uploads.on('document.uploaded', ({ label, value, timeStamp }) => {
    const listed = store.getState().documents.items;
    const replaced = listed.find((document) => document.option.label === label)?.option.value;
    // The same content under another name stays listed: the chats that use it keep it.
    const stillListed = listed.some((document) => document.option.label !== label && document.option.value === replaced);
    store.dispatch(documentUploaded({ label, value, timeStamp, replaces: stillListed ? undefined : replaced }));
  });
  uploads.on('toast', toast);

  /** Asks for the answer to the chat as it now stands (its last message is the placeholder). */
  const ask = (sessionId: string) => {
    // The question is a completed message: written before its answer starts to stream.
    saveNow();
    const chat = chatById(sessionId);
    if (chat) stream.send({ type: 'stream.start', sessionId, messages: chat.messages, documents: selectChatDocuments(store.getState(), sessionId) });
  };
  const activeOrNewChat = () => {
    const active = store.getState().chats.activeSessionId;
    if (active && chatById(active)) return active;
    const sessionId = newSessionId();
    store.dispatch(chatStarted({ sessionId }));
    return sessionId;
  };

  /** After the history loads: the most recent chat is open again, as the user left it. */
  function reopenLatestChat() {
    const { activeSessionId, items } = store.getState().chats;
    if (activeSessionId || items.length === 0) return;
    const latest = items.reduce((a, b) => (b.timeStamp > a.timeStamp ? b : a));
    store.dispatch(chatSwitched({ from: null, to: latest.sessionId }));
  }

  /**
   * tools.md §4: documents past 24 hours go, with a toast naming them, from the list and from every
   * chat. Run once both lists have loaded: before the chats are in, no chat would lose them.
   */
  function removeExpiredDocuments(now = Date.now()) {
    const expired = selectExpiredDocuments(store.getState(), now);
    if (expired.length === 0) return;
    store.dispatch(documentsExpired({ hashes: expired.map((d) => d.option.value) }));
    store.dispatch(
      toastAdded({ color: 'warning', title: i18n.t('chat:toasts.documentsExpired', { names: expired.map((d) => d.option.label).join(', ') }) }),
    );
  }

  stream.start();
  uploads.start();
  return {
    removeExpiredDocuments,
    reopenLatestChat,
    stream,
    uploads,
    nameChat,
    describe,
    activeOrNewChat,
    send(text: string) {
      if (!stream.getSnapshot().hasTag('ready')) return;
      const sessionId = activeOrNewChat();
      store.dispatch(messageSent({ sessionId, content: text }));
      ask(sessionId);
    },
    edit(sessionId: string, index: number, content: string) {
      if (!stream.getSnapshot().hasTag('ready')) return;
      store.dispatch(messageEdited({ sessionId, index, content }));
      ask(sessionId);
    },
    resend(sessionId: string, index: number) {
      if (!stream.getSnapshot().hasTag('ready')) return;
      store.dispatch(messageResent({ sessionId, index }));
      ask(sessionId);
    },
    /** The page goes or the user signs out: the answer so far goes into the store, in time for the last save, and stops. */
    pageLeaving: () => stream.send({ type: 'page.leaving' }),
    /** The answer streaming now, as far as it came (for the note a hidden tab leaves); the stream goes on. */
    answerSoFar: () => answerSoFar(stream.getSnapshot()),
    stop: () => {
      stream.stop();
      uploads.stop();
    },
  };
}

export type ChatServices = ReturnType<typeof startChatServices>;
