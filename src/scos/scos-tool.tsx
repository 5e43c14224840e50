import { fromPromise } from 'xstate';
import { serverDeletesMachine } from '../../machines/conversation/server-deletes.machine';
import { historyMachine } from '../../machines/persistence/history.machine';
import { scosConversationMachine } from '../../machines/scos/scos-conversation.machine';
import { needsName, replyPause } from '../../machines/scos/scos-conversation.types';
import { scosMachine, type RestoreOutcome } from '../../machines/scos/scos.machine';
import { scosChatOpened, scosChatRenamed, scosChatsSlice, scosDocumentAdded, scosScopeChanged } from '../../store/scos-chats.slice';
import { toastAdded } from '../../store/toasts.slice';
import type { ReplyLimits } from '../../domain/scos-reply';
import { chatBackend, type ChatBackend } from '../api/chat-backend';
import { createCustomerServiceClient, customerServiceBackend, type CustomerServiceBackend } from '../api/customer-service-client';
import { createMainClient } from '../api/main-client';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { log } from '../browser/log';
import { openToolActor } from '../tools/open-tool-actor';
import { toolPage, toolRoute } from '../tools/tool-route';
import { tabPersistence, type PersistenceOverrides } from '../persistence/browser-persistence';
import { listPersistenceLogic } from '../persistence/list-effects';
import { serverDeleteActors } from '../conversation/actors/server-deletes.actors';
import { scosCommands } from './scos-commands';
import { scosListBindings } from './scos-lists';
import { restoreLastChat, syncOpenChat } from './scos-sync';
import { scosNamingActor } from './scos-naming.actors';
import { ScosToolContext, type ScosTool } from './scos-tool-context';
import { scosUploadActor, sendTurnActor } from './scos-turn.actors';
import ScosPage from './views/ScosPage';
import { maxIndexedCharacters } from '../../domain/upload-allow-list';
import './scos.css';

export interface ScosToolOptions {
  /** Tests: the pause between reply items from this random source instead of Math.random. */
  random?: () => number;
  /** Tests: backends in place of the API clients'. */
  backend?: CustomerServiceBackend;
  uploads?: Pick<ChatBackend, 'uploadDocument' | 'summarizeChat'>;
  /** Tests: the document deletes' backend in place of the main API's. */
  deletes?: Pick<ChatBackend, 'deleteDocument' | 'deleteChatAnswers'>;
  /** Tests: storage, locks, channels and clock in place of the browser's. */
  persistence?: PersistenceOverrides;
  /** Tests: smaller limits on one reply than the studio's (domain/scos-reply.ts). */
  replyLimits?: ReplyLimits;
}

/** The address turns are posted to; relative media resolve against it. */
export const botUrlOf = (endpoint: string, token: string) => new URL(`${endpoint.replace(/\/$/, '')}/${encodeURIComponent(token)}`, globalThis.location?.href).href;

/**
 * Opens the customer-service demo: its conversation machine, with the bot's POST and
 * the document upload, joins the studio's actor system (`scos`); its warnings reach the toasts.
 */
export function openScosTool(platform: Platform, options: ScosToolOptions = {}): ScosTool {
  const { store, i18n, config, origin, studio } = platform;
  store.injectSlice(scosChatsSlice);
  const settings = config.scos;
  const deps = clientDeps(platform);
  const backend = options.backend ?? customerServiceBackend(createCustomerServiceClient(deps));
  const mainBackend = chatBackend(createMainClient(deps), 'customerService');
  const uploads = options.uploads ?? mainBackend;
  const parse = { botUrl: botUrlOf(config.origins[origin].api.customerService, settings.botToken), videoHosts: settings.videoHosts };
  const random = options.random ?? Math.random;
  const persistence = tabPersistence(platform, options.persistence);
  const newSessionId = () => `session_${crypto.randomUUID()}`;
  const conversation = scosConversationMachine.provide({
    actors: {
      sendTurn: sendTurnActor({
        backend, settings, parse, locale: () => i18n.language, workforceID: () => studio.getSnapshot().context.user?.workforceID ?? '', limits: options.replyLimits,
      }),
      uploadDocument: scosUploadActor(uploads),
      nameChat: scosNamingActor(uploads, settings),
    },
    guards: { shouldName: ({ context }) => needsName(context, settings.autoNameAt) },
    delays: { replyPause: replyPause(random), replyTimeout: settings.replyTimeoutMs },
  });
  const logic = scosMachine.provide({
    actors: {
      history: historyMachine.provide({ actors: { list: listPersistenceLogic(scosListBindings, persistence) } }),
      conversation,
      deletes: serverDeletesMachine.provide({ actors: serverDeleteActors('scos', persistence.storage, options.deletes ?? mainBackend) }),
      // Never fails: whatever goes wrong here, the demo still opens with a new chat.
      restoreChat: fromPromise<RestoreOutcome>(async () => {
        try {
          return restoreLastChat({ store, i18n, parse, now: persistence.now, newSessionId });
        } catch (error) {
          log.error('opening the last customer-service chat failed', error);
          return { chat: null, sessionId: newSessionId() };
        }
      }),
    },
  });
  const tool = openToolActor(studio, 'scos', logic);
  const { conversation: actor, history, deletes } = tool.getSnapshot().children;
  if (!actor || !history || !deletes) throw new Error('the customer-service demo runs without its conversation, history or deletes');
  const typedActor = actor;
  const warn = (title: string) => store.dispatch(toastAdded({ color: 'warning', title }));
  typedActor.on('scos.aborted', () => warn(i18n.t('scos:aborted')));
  typedActor.on('scos.uploaded', ({ name, hash, textTruncated }) => {
    store.dispatch(scosDocumentAdded({ name, hash, now: persistence.now() }));
    // As in the chat: a document read only in part is not passed off as uploaded whole.
    if (textTruncated) warn(i18n.t('scos:upload.truncated', { name, max: maxIndexedCharacters }));
    else store.dispatch(toastAdded({ color: 'success', title: i18n.t('scos:upload.done', { name }) }));
  });
  typedActor.on('scos.uploadFailed', () => store.dispatch(toastAdded({ color: 'danger', title: i18n.t('scos:upload.failed') })));
  typedActor.on('scos.chatOpened', (event) => store.dispatch(scosChatOpened({ ...event, now: persistence.now() })));
  typedActor.on('scos.named', ({ sessionId, name }) => store.dispatch(scosChatRenamed({ sessionId, name, now: persistence.now() })));
  history.on('history.cleared', () => store.dispatch(scosScopeChanged()));
  // The tool lives as long as the page: so does this listener.
  i18n.on('languageChanged', () => typedActor.send({ type: 'scos.languageChanged' }));
  syncOpenChat({ actor: typedActor, store, now: persistence.now, flush: () => history.send({ type: 'history.flush' }) });
  return {
    actor: typedActor,
    history,
    deletes,
    settings,
    commands: scosCommands({ actor: typedActor, store, i18n, settings, parse, history, deletes, storage: persistence.storage, newSessionId, now: () => new Date(persistence.now()) }),
  };
}

/** The demo's route: the tool opens (once), its page shows. */
export const ScosToolPage = toolPage(ScosToolContext, ScosPage, 'ScosToolPage');
export const openTool = toolRoute(openScosTool, ScosToolPage);
