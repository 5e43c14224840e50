import { log } from '../browser/log';
import type { ServerDeletesActor } from '../../machines/conversation/server-deletes.machine';
import type { chatMachine } from '../../machines/chat/chat.machine';
import type { ActorRefFrom } from 'xstate';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { nameFromTranscript } from '../../domain/chat-name';
import { chatSentinels } from '../../domain/chat-sentinels';
import type { ContextReceipt } from '../../domain/context-receipt';
import { selectChatDocuments } from '../../store/chat-documents';
import { isPlaceholder, keptAnswerOf } from '../../store/chat-list';
import {
  answerEnded, chatAutoNamed, chatDeleted, chatDocumentsSelected, chatRenamed, chatsExpired, chatStarted, chatSwitched, lastMessageDeleted,
  messageEdited, messageResent, messageSent, needsAutoName, newSessionId, selectChats,
} from '../../store/chats.slice';
import { documentsDeleted, documentsExpired, selectDocuments, selectExpiredDocuments } from '../../store/documents.slice';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import type { ChatBackend } from '../api/chat-backend';
import { refusingBudgetOf, tellBudgetRefusal } from '../budgets/budget-notices';
import { downloadText } from '../browser/clipboard';
import { historyCommands, messageCommands } from '../conversation/conversation-commands';
import type { Conversation, ConversationCommands } from '../conversation/conversation-context';
import type { KeyValueStore } from '../persistence/key-value-store';
import { historyBackup } from '../persistence/persistence-notices';
import { receiptLines, receiptText } from '../conversation/receipt-text';
import { summarizationTranscript, transcript, transcriptFileName, type TranscriptFormat } from '../conversation/transcript';
import { ledgerIdsOf } from '../feedback/answer-votes';

/** What the chat knows of the backend's kept answers. */
export type KeptAnswersSupport = 'unknown' | 'yes' | 'no' | 'unreadable';

interface ChatCommandDeps extends Omit<Conversation, 'commands'> {
  /** The chat's machine: it holds the send rule (`can({ type: 'chat.send', … })`). */
  chat: Pick<ActorRefFrom<typeof chatMachine>, 'getSnapshot'>;
  store: AppStore;
  i18n: I18n;
  backend: ChatBackend;
  /** Told of every chat and document the user deletes, so the server deletes its copy too. */
  deletes?: Pick<ServerDeletesActor, 'send'>;
  /** Where the set-aside copies of unreadable data are read from. */
  storage: KeyValueStore;
  now?: () => number;
  /**
   * Whether the backend keeps answers that carry an id (GET /v1/capabilities `resumableAnswers`,
   * read as the tool opens): `unknown` until it answers, `unreadable` when it failed.
   */
  keepsAnswers?: () => KeptAnswersSupport;
}

/**
 * Everything the general chat's views do, in one object: the store gets its events here and the
 * actors theirs. The views call these; they never dispatch or send themselves.
 */
export function chatCommands({ chat, store, i18n, backend, stream, uploads, history, deletes, feedback, storage, now = Date.now, keepsAnswers = () => 'no' }: ChatCommandDeps) {
  const chatById = (sessionId: string) => store.getState().chats.items.find((chat) => chat.sessionId === sessionId);
  const activeSessionId = () => store.getState().chats.activeSessionId;
  const toast = (color: 'success' | 'warning' | 'danger', title: string) => store.dispatch(toastAdded({ color, title }));
  const ready = () => stream.getSnapshot().hasTag('ready');

  /**
   * The chats' kept answers go from the server too (read before the chats leave the store): not
   * for a chat that was never answered, nor when the backend said it keeps none. So do the copies
   * of their exchanges kept with the user's votes (where the tool takes votes), through the same
   * retrying queue: a failed call is sent again, not only logged.
   */
  const deleteOnServer = (sessionIds: readonly string[], hashes: readonly string[] = []) => {
    const answered = sessionIds.filter((sessionId) => chatById(sessionId)?.messages.some((message) => message.role === 'assistant'));
    const answers = keepsAnswers() === 'no' ? [] : answered.map((sessionId) => ({ kind: 'chatAnswers' as const, sessionId }));
    const copies = !feedback
      ? []
      : sessionIds.flatMap((sessionId) => {
          const ledgerIds = ledgerIdsOf(chatById(sessionId)?.messages ?? []);
          return ledgerIds.length > 0 ? [{ kind: 'feedbackCopies' as const, sessionId, ledgerIds }] : [];
        });
    const items = [...answers, ...copies, ...hashes.map((docHash) => ({ kind: 'document' as const, docHash }))];
    if (items.length > 0) deletes?.send({ type: 'deletes.requested', items });
  };

  /** A kept answer (the backend says `resumableAnswers`) is named, so that it can outlive the tab. */
  const newAnswerId = () => (keepsAnswers() === 'yes' ? { answerId: crypto.randomUUID() } : {});

  /** Asks for the answer to the chat as it now stands (its last message is the placeholder, with the answer's id when kept). */
  const ask = (sessionId: string) => {
    // The question is a completed message: written before its answer starts to stream.
    history.send({ type: 'history.flush' });
    const chat = chatById(sessionId);
    if (!chat) return;
    const documents = selectChatDocuments(store.getState(), sessionId);
    const answerId = keptAnswerOf(chat)?.answerId;
    stream.send({ type: 'stream.start', sessionId, messages: chat.messages, documents, ...(answerId ? { answerId } : {}) });
  };
  /** The open chat still waits for an answer (a kept one no page streams yet): no new question until it comes. */
  const waitsForAnswer = (sessionId: string | null) => isPlaceholder(chatById(sessionId ?? '')?.messages.at(-1));
  /** The chat machine's send rule, for this chat. */
  const mayAsk = (sessionId: string | null) => chat.getSnapshot().can({ type: 'chat.send', awaitingAnswer: waitsForAnswer(sessionId) });
  /** True while a question is being asked: its new placeholder is this page's own answer, not one to re-attach to. */
  let asking = false;
  /** The question `change` puts into the chat, then its answer asked for. */
  const askAfter = (sessionId: string, change: UnknownAction) => {
    asking = true;
    try {
      store.dispatch(change);
      ask(sessionId);
    } finally {
      asking = false;
    }
  };

  /** The one way a chat is started: a new, empty chat becomes the active one. */
  const newChat = () => {
    const sessionId = newSessionId();
    store.dispatch(chatStarted({ sessionId }));
    return sessionId;
  };
  const activeOrNewChat = () => {
    const active = activeSessionId();
    return active && chatById(active) ? active : newChat();
  };

  const { describe, copy } = messageCommands({ store, i18n });
  const conversation: ConversationCommands = {
    describe,
    copy,
    resend(sessionId, index) {
      if (!mayAsk(sessionId)) return;
      askAfter(sessionId, messageResent({ sessionId, index, ...newAnswerId() }));
    },
    deleteLastMessage: (sessionId) => store.dispatch(lastMessageDeleted({ sessionId })),
    cancelAnswer: () => stream.send({ type: 'stream.cancel' }),
    upload: (files, source) => uploads.send({ type: 'upload.add', files, source }),
    cancelUpload: () => uploads.send({ type: 'upload.cancel' }),
    ...historyCommands({
      store, i18n, history, storage, now,
      backup: () => historyBackup(selectChats(store.getState()), selectDocuments(store.getState()), now()),
    }),
  };

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
      const budget = refusingBudgetOf(error);
      if (!budget) {
        // tools.md §8: a 401 has already ended the session through the client; others are only logged.
        log.error('auto-naming failed', error);
        return;
      }
      // The organisation's limit, not a fault: asked for, it is told in its words; automatic, the chat
      // is named after its first question, as the server names it when the model cannot.
      if (replace) tellBudgetRefusal(store, i18n, budget);
      else store.dispatch(chatAutoNamed({ sessionId, name: nameFromTranscript(said) }));
    }
  }

  return {
    ...conversation,
    newChat,
    nameChat,
    send(text: string) {
      if (!mayAsk(activeSessionId())) return;
      const sessionId = activeOrNewChat();
      askAfter(sessionId, messageSent({ sessionId, content: text, ...newAnswerId() }));
    },
    edit(sessionId: string, index: number, content: string) {
      if (!mayAsk(sessionId)) return;
      askAfter(sessionId, messageEdited({ sessionId, index, content, ...newAnswerId() }));
    },
    /**
     * The open chat's kept answer, left by an earlier page or streamed by another tab,
     * is read on from the text already shown. Against a backend that says it keeps nothing it is
     * settled as an answer the page left: its text so far, or the generic error (tools.md §4).
     * When the capabilities could not be read it is still read on: the kept marker says this
     * backend kept it, and settling it here would overwrite the answer another tab is streaming
     * (a backend without it answers 404, and the text shown stays). Waits while the capabilities
     * are unknown or another answer streams here; the wiring calls it again when either changes.
     */
    resumeKeptAnswer() {
      const sessionId = activeSessionId();
      const kept = keptAnswerOf(chatById(sessionId ?? ''));
      const keeps = keepsAnswers();
      if (asking || !sessionId || !kept || keeps === 'unknown' || !ready()) return;
      if (keeps !== 'no') stream.send({ type: 'stream.reattach', sessionId, answerId: kept.answerId, text: kept.text });
      else store.dispatch(answerEnded({ sessionId, text: kept.text, end: { status: 'left' } }));
    },
    /** tools.md §4: the chat left behind is dropped if it has no messages and no name. */
    switchChat: (to: string) => store.dispatch(chatSwitched({ from: activeSessionId(), to })),
    rename: (sessionId: string, name: string) => store.dispatch(chatRenamed({ sessionId, name })),
    deleteChat(sessionId: string) {
      deleteOnServer([sessionId]);
      store.dispatch(chatDeleted({ sessionId }));
    },
    /** Ticking with no chat open starts one. */
    selectDocuments: (hashes: string[]) => store.dispatch(chatDocumentsSelected({ sessionId: activeOrNewChat(), documents: hashes })),
    /** A document uploaded while a chat is open is ticked for it (one is started if none is open); it can be unticked. */
    tickUploaded(hash: string) {
      const sessionId = activeOrNewChat();
      const ticked = chatById(sessionId)?.documents ?? [];
      store.dispatch(chatDocumentsSelected({ sessionId, documents: [...ticked, hash] }));
    },
    deleteDocuments(hashes: string[]) {
      store.dispatch(documentsDeleted({ hashes }));
      deleteOnServer([], hashes);
    },
    /** Confirmed in the expired-chats dialog (90 days): gone here and on the server. */
    expireChats(sessionIds: string[]) {
      deleteOnServer(sessionIds);
      store.dispatch(chatsExpired({ sessionIds }));
    },
    downloadTranscript(sessionId: string, format: TranscriptFormat) {
      const chat = chatById(sessionId);
      if (!chat) return;
      const t = i18n.getFixedT(null, 'chat');
      const labels = { you: t('transcript.you'), assistant: t('transcript.assistant'), untitled: t('sidebar.untitled') };
      const receiptT = i18n.getFixedT(null, 'chat-stream');
      const receipt = (told: ContextReceipt) => receiptLines(receiptText(told, receiptT, i18n.language));
      const text = transcript(chat, format, labels, (content) => (content === chatSentinels.typing ? t('transcript.typing') : describe(content)), receipt);
      downloadText(transcriptFileName(chat, format, labels.untitled), text, format === 'markdown' ? 'text/markdown' : 'text/plain');
    },
    /** After the history loads: the most recent chat is open again, as the user left it. */
    reopenLatestChat() {
      const { activeSessionId: active, items } = store.getState().chats;
      if (active || items.length === 0) return;
      const latest = items.reduce((a, b) => (b.timeStamp > a.timeStamp ? b : a));
      store.dispatch(chatSwitched({ from: null, to: latest.sessionId }));
    },
    /** tools.md §4: documents past 24 hours go, with a toast naming them, from the list and from every chat. */
    removeExpiredDocuments() {
      const expired = selectExpiredDocuments(store.getState(), now());
      if (expired.length === 0) return;
      store.dispatch(documentsExpired({ hashes: expired.map((d) => d.option.value) }));
      toast('warning', i18n.t('chat:toasts.documentsExpired', { names: expired.map((d) => d.option.label).join(', ') }));
    },
  };
}

export type ChatCommands = ReturnType<typeof chatCommands>;
