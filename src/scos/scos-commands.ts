import type { i18n as I18n } from 'i18next';
import {
  scosChatDeleted, scosChatRenamed, scosChatsExpired, scosDocumentsDeleted, selectScosChat, selectScosChats, selectScosDocuments,
} from '../../store/scos-chats.slice';
import { toastAdded } from '../../store/toasts.slice';
import type { AppStore } from '../../store/store';
import type { ScosSettings } from '../../contracts/runtime-config';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { ServerDeletesActor } from '../../machines/conversation/server-deletes.machine';
import { copyText, downloadText } from '../browser/clipboard';
import { historyCommands } from '../conversation/conversation-commands';
import type { KeyValueStore } from '../persistence/key-value-store';
import { dateAnswer, type DateAnswer } from './protocol/date-answer';
import type { RenameProblem } from '../dialogs/RenameDialog';
import type { Button, ParseContext } from './messages/message-parts';
import type { ScosActor } from './scos-actors';
import { restoredChat } from './scos-stored';
import { scosTranscript, transcriptFileName } from './scos-transcript';

export interface ScosCommandDeps {
  actor: ScosActor;
  store: AppStore;
  i18n: I18n;
  settings: ScosSettings;
  parse: ParseContext;
  history: HistoryActor;
  /** Told of the documents the user deletes, so the main backend deletes its copy too. */
  deletes?: Pick<ServerDeletesActor, 'send'>;
  storage: KeyValueStore;
  newSessionId: () => string;
  now?: () => Date;
  doc?: Document;
}

/** The one object the customer-service views write through. */
export function scosCommands({ actor, store, i18n, settings, parse, history, deletes, storage, newSessionId, now = () => new Date(), doc = document }: ScosCommandDeps) {
  const toast = (color: 'success' | 'warning' | 'danger', title: string) => store.dispatch(toastAdded({ color, title }));
  const openId = () => actor.getSnapshot().context.sessionId;
  const restored = (sessionId: string) => {
    const chat = selectScosChat(store.getState(), sessionId);
    return chat ? restoredChat(chat, selectScosDocuments(store.getState()), parse) : null;
  };

  /** The open chat (as the conversation holds it now) or a saved one; `{name}` is its name, or the page's title. */
  const downloadTranscript = (sessionId: string | null = openId()) => {
    const open = sessionId === openId();
    const entries = open ? actor.getSnapshot().context.entries : (restored(sessionId ?? '')?.entries ?? []);
    const name = (open ? actor.getSnapshot().context.name : selectScosChat(store.getState(), sessionId)?.name) ?? i18n.t('scos:title');
    const text = scosTranscript(entries, settings, (code) => i18n.t(`scos:apology.${code === 'ES901' ? 'socket' : 'maintenance'}`));
    downloadText(transcriptFileName(settings.transcriptFilename, name, now()), text, 'text/plain', doc);
  };

  /** The open chat went (deleted, expired): the most recent other one opens, or a new chat starts. */
  const replaceOpenChat = () => {
    const next = selectScosChats(store.getState())[0];
    const chat = next ? restored(next.sessionId) : null;
    actor.send(chat ? { type: 'scos.open', chat } : { type: 'scos.reset', sessionId: newSessionId() });
  };
  /** Deleting the open chat waits until nothing is under way in it. */
  const canReplaceOpenChat = () => actor.getSnapshot().can({ type: 'scos.reset', sessionId: '' });

  /** A value is sent, unless it is the configured upload trigger or its cancel (tools.md §5). */
  const sendValue = (value: string, label?: string, sitData?: Record<string, unknown>) => {
    if (value === settings.uploadCancelTrigger) return actor.send({ type: 'upload.cancel' });
    if (value.startsWith(settings.uploadTrigger)) return actor.send({ type: 'upload.start' });
    actor.send({ type: 'scos.send', text: value, label, sitData });
  };

  return {
    /** Typed text: the transcript trigger downloads instead of sending. */
    send(text: string) {
      if (text.trim() === settings.transcriptTrigger) return downloadTranscript();
      sendValue(text);
    },
    chip: (value: string, label: string) => sendValue(value, label),
    press(button: Button) {
      if (button.kind === 'send') return sendValue(button.value, button.label, button.sitData);
      if (button.kind === 'copy') {
        void copyText(button.text, doc).then((copied) =>
          copied ? toast('success', i18n.t('scos:copied', { text: button.text })) : toast('warning', i18n.t('scos:copyFailed')),
        );
      }
    },
    /** §5: only a valid day inside min/max is sent; otherwise nothing goes and the reason comes back. */
    submitDate(input: string, minDate?: string, maxDate?: string, label?: (day: string) => string): DateAnswer {
      const answer = dateAnswer(input, minDate, maxDate);
      if (answer.ok) actor.send({ type: 'scos.send', text: answer.value, label: label?.(answer.value) });
      return answer;
    },
    abort: () => actor.send({ type: 'scos.abort' }),
    newChat: () => actor.send({ type: 'scos.newChat', sessionId: newSessionId() }),
    /** tools.md §8: a chat that is not there any more is a warning. */
    switchTo(sessionId: string) {
      const chat = restored(sessionId);
      if (!chat) return toast('warning', i18n.t('scos:chats.notFound'));
      actor.send({ type: 'scos.open', chat });
    },
    /** tools.md §5: trimmed, not empty, not another chat's name. */
    validateName(sessionId: string, name: string): RenameProblem {
      if (name.trim() === '') return 'empty';
      return selectScosChats(store.getState()).some((chat) => chat.sessionId !== sessionId && chat.name === name.trim()) ? 'taken' : null;
    },
    rename(sessionId: string, name: string) {
      store.dispatch(scosChatRenamed({ sessionId, name: name.trim(), now: now().getTime() }));
      if (sessionId === openId()) actor.send({ type: 'scos.renamed', name: name.trim() });
    },
    canDelete: (sessionId: string) => sessionId !== openId() || canReplaceOpenChat(),
    deleteChat(sessionId: string) {
      const open = sessionId === openId();
      if (open && !canReplaceOpenChat()) return;
      store.dispatch(scosChatDeleted({ sessionId }));
      if (open) replaceOpenChat();
    },
    /** Confirmed in the expired-chats dialog. */
    expireChats(sessionIds: string[]) {
      store.dispatch(scosChatsExpired({ sessionIds }));
      if (sessionIds.includes(openId() ?? '') && canReplaceOpenChat()) replaceOpenChat();
    },
    chooseFile: (file: File) => actor.send({ type: 'upload.chosen', file }),
    /** The sidebar's upload: the same panel the bot's trigger opens. */
    startUpload: () => actor.send({ type: 'upload.start' }),
    /** Confirmed: gone from the list, from every saved chat and from the open conversation's next turns. */
    deleteDocuments(hashes: string[]) {
      store.dispatch(scosDocumentsDeleted({ hashes, now: now().getTime() }));
      actor.send({ type: 'scos.documentsRemoved', hashes });
      deletes?.send({ type: 'deletes.requested', items: hashes.map((docHash) => ({ kind: 'document', docHash })) });
    },
    cancelUpload: () => actor.send({ type: 'upload.cancel' }),
    downloadTranscript,
    now,
    /** The storage notices (the shared texts of `chat-persistence`); the backup is everything in memory as one JSON file. */
    ...historyCommands({
      store, i18n, history, storage, doc,
      now: () => now().getTime(),
      backup() {
        const at = now();
        const { chats, documents } = { chats: selectScosChats(store.getState()), documents: selectScosDocuments(store.getState()) };
        const text = JSON.stringify({ version: 1, exportedAt: at.getTime(), chats, documents }, null, 2);
        return { fileName: `studio-scos-chats-${at.toISOString().slice(0, 10)}.json`, text, type: 'application/json' };
      },
    }),
  };
}

export type ScosCommands = ReturnType<typeof scosCommands>;
