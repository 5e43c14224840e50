import { answeredInFull } from '../../domain/answer-end';
import { chatMachine } from '../../machines/chat/chat.machine';
import { chatStreamMachine } from '../../machines/conversation/chat-stream.machine';
import { serverDeletesMachine } from '../../machines/conversation/server-deletes.machine';
import { uploadQueueMachine } from '../../machines/conversation/upload-queue.machine';
import { historyMachine } from '../../machines/persistence/history.machine';
import { chatIn, keptAnswerOf } from '../../store/chat-list';
import { answerEnded } from '../../store/chats.slice';
import type { AppStore } from '../../store/store';
import { documentUploaded, historyScopeChanged } from '../../store/documents.slice';
import { selectPanelOpen } from '../../store/sidebar.slice';
import { toastAdded } from '../../store/toasts.slice';
import { chatBackend } from '../api/chat-backend';
import { createMainClient } from '../api/main-client';
import { createTrialClient } from '../api/trial-client';
import { isTrialOrigin } from '../config/origin';
import { cancelAnswerActor, chatStreamActor } from '../conversation/actors/chat-stream.actors';
import { serverDeleteActors } from '../conversation/actors/server-deletes.actors';
import { uploadDocumentActor } from '../conversation/actors/upload-queue.actors';
import { ConversationToolProviders } from '../conversation/conversation-context';
import { tellBudget } from '../budgets/budget-notices';
import { answerToast, translatedToast, uploadToast, type ToastSpec } from '../conversation/conversation-toasts';
import { tabPersistence, type PersistenceOverrides } from '../persistence/browser-persistence';
import { listPersistenceLogic } from '../persistence/list-effects';
import { clientDeps } from '../platform/client-deps';
import { log } from '../browser/log';
import { toolVotes } from '../feedback/answer-votes';
import type { Platform } from '../platform/platform';
import { openToolActor } from '../tools/open-tool-actor';
import type { OpenTool } from '../tools/tool-module';
import { isPhoneLayout } from '../browser/use-media-query';
import { chatCommands, type ChatCommands, type KeptAnswersSupport } from './chat-commands';
import { chatListBindings } from './chat-lists';
import { ChatToolContext, type ChatTool } from './chat-tool-context';
import ChatPage from './views/ChatPage';
import { chatTopMenu } from './views/deferred-views';

/**
 * Opens the general chat: its machine, with its real effects, joins the studio's actor system
 * (`chat`, with `chat.history`, `chat.stream`, `chat.uploads`), and what its actors tell reaches
 * the store. Called once, when the chat's route is first entered.
 */
export interface ChatToolOptions {
  /** Tests and the bench: storage, locks, channels and clock in place of the browser's. */
  persistence?: PersistenceOverrides;
  /** Tests: the stream's effect in place of the API's. */
  streamAnswer?: ReturnType<typeof chatStreamActor>;
  /** Tests: whether the backend keeps answers, in place of asking GET /v1/capabilities. */
  keepsAnswers?: boolean;
}

export function openChatTool(platform: Platform, options: ChatToolOptions = {}): ChatTool {
  const { store, i18n, origin, studio } = platform;
  const deps = clientDeps(platform);
  const backend = chatBackend(isTrialOrigin(origin) ? createTrialClient(deps) : createMainClient(deps), 'chat');
  const persistence = tabPersistence(platform, options.persistence);
  const feedback = toolVotes(platform, 'kept');

  const logic = chatMachine.provide({
    actors: {
      history: historyMachine.provide({ actors: { list: listPersistenceLogic(chatListBindings, persistence) } }),
      stream: chatStreamMachine.provide({
        actors: { streamAnswer: options.streamAnswer ?? chatStreamActor(backend), cancelAnswer: cancelAnswerActor(backend) },
      }),
      uploads: uploadQueueMachine.provide({ actors: { uploadDocument: uploadDocumentActor(backend) } }),
      deletes: serverDeletesMachine.provide({ actors: serverDeleteActors('chat', persistence.storage, backend, feedback?.backend) }),
    },
  });
  const actor = openToolActor(studio, 'chat', logic);
  const { history, stream, uploads, deletes } = actor.getSnapshot().children;
  if (!history || !stream || !uploads || !deletes) throw new Error('the chat runs without its history, stream, uploads or deletes');
  // GET /v1/capabilities, once, as the tool opens: until it answers, or when it fails, no new answer is kept.
  let keepsAnswers: KeptAnswersSupport = 'unknown';
  const capabilitiesKnown = (options.keepsAnswers === undefined ? backend.keepsAnswers() : Promise.resolve(options.keepsAnswers)).then(
    (keeps) => {
      keepsAnswers = keeps ? 'yes' : 'no';
    },
    (error: unknown) => {
      keepsAnswers = 'unreadable';
      log.warn(`chat: the capabilities could not be read, new answers are not kept: ${String(error)}`);
    },
  );
  const commands = chatCommands({
    chat: actor, store, i18n, backend, stream, uploads, history, deletes, storage: persistence.storage, now: persistence.now,
    ...(feedback ? { feedback } : {}),
    keepsAnswers: () => keepsAnswers,
  });
  resumeKeptAnswers(store, stream, commands, capabilitiesKnown);

  const toast = (spec: ToastSpec | null) => spec && store.dispatch(toastAdded(translatedToast(spec, i18n)));
  stream.on('answer.ended', ({ sessionId, text, end, receipt, answerId, budgetWarning, ledgerId }) => {
    store.dispatch(answerEnded({ sessionId, text, end, receipt, ...(answerId ? { answerId } : {}), ...(ledgerId ? { ledgerId } : {}) }));
    if (!tellBudget(store, i18n, end, budgetWarning, persistence.now)) toast(answerToast(end, text));
    // A completed message is written at once, so a closed tab loses none.
    history.send({ type: 'history.flush' });
    if (answeredInFull(end, text)) void commands.nameChat(sessionId);
  });
  uploads.on('*', (event) => {
    if (event.type === 'document.uploaded') {
      const { label, value, timeStamp } = event;
      const listed = store.getState().documents.items;
      const replaced = listed.find((document) => document.option.label === label)?.option.value;
      // The same content under another name stays listed: the chats that use it keep it.
      const stillListed = listed.some((document) => document.option.label !== label && document.option.value === replaced);
      store.dispatch(documentUploaded({ label, value, timeStamp, replaces: stillListed ? undefined : replaced }));
      commands.tickUploaded(value);
    }
    toast(uploadToast(event));
  });
  history.on('history.cleared', ({ scope }) => store.dispatch(historyScopeChanged(scope)));
  actor.on('chat.historyOpened', () => commands.reopenLatestChat());
  actor.on('chat.expiryDue', () => commands.removeExpiredDocuments());
  return { actor, stream, uploads, history, deletes, commands, capabilitiesKnown, ...(feedback ? { feedback } : {}) };
}

/**
 * A kept answer waiting in the open chat is picked up again as soon as it can be: once
 * the capabilities are known; when the open chat comes to wait for another kept answer (the chats
 * load, another tab's question arrives, the user opens that chat); and when an answer streaming
 * here ends, unless it ended because the page or the session is going (then nothing is re-read).
 */
function resumeKeptAnswers(store: AppStore, stream: ChatTool['stream'], commands: ChatCommands, capabilitiesKnown: Promise<void>) {
  void capabilitiesKnown.then(() => commands.resumeKeptAnswer());
  const waitingFor = () => {
    const { items, activeSessionId } = store.getState().chats;
    const kept = keptAnswerOf(chatIn(items, activeSessionId));
    return kept ? `${activeSessionId ?? ''}/${kept.answerId}` : '';
  };
  let seen = waitingFor();
  store.subscribe(() => {
    const now = waitingFor();
    if (now === seen) return;
    seen = now;
    commands.resumeKeptAnswer();
  });
  let pageGoing = false;
  stream.on('answer.ended', ({ end }) => {
    pageGoing = end.status === 'left';
  });
  let wasReady = stream.getSnapshot().hasTag('ready');
  stream.subscribe((snapshot) => {
    const ready = snapshot.hasTag('ready');
    if (ready && !wasReady && !pageGoing) commands.resumeKeptAnswer();
    wasReady = ready;
  });
}

/** The chat's route: the tool opens (once), its page shows. */
export const openTool: OpenTool = async (platform) => {
  const tool = openChatTool(platform);
  // The top menu stands in for a sidebar hidden on arrival (a phone, or the user's choice): then
  // its code comes before the page does, so the conversation does not shift down when it lands.
  if (isPhoneLayout() || !selectPanelOpen(platform.store.getState(), 'chat')) await chatTopMenu.load().catch(() => undefined);
  return function ChatRoute() {
    return <ChatToolPage tool={tool} />;
  };
};

/** The chat's page with its tool: the chat's views and the shared conversation views find it. */
export function ChatToolPage({ tool }: { tool: ChatTool }) {
  return (
    <ConversationToolProviders tool={tool} toolContext={ChatToolContext}>
      <ChatPage />
    </ConversationToolProviders>
  );
}
