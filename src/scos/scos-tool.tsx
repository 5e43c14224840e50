import { replyPause, scosConversationMachine } from '../../machines/scos/scos-conversation.machine';
import { toastAdded } from '../../store/toasts.slice';
import { chatBackend, type ChatBackend } from '../api/chat-backend';
import { createCustomerServiceClient, customerServiceBackend, type CustomerServiceBackend } from '../api/customer-service-client';
import { createMainClient } from '../api/main-client';
import type { Platform } from '../platform/platform';
import type { OpenTool } from '../platform/tool-module';
import { scosCommands } from './scos-commands';
import { ScosToolContext, type ScosActor, type ScosTool } from './scos-tool-context';
import { scosUploadActor, sendTurnActor } from './scos-turn.actors';
import ScosPage from './views/ScosPage';
import './scos.css';

export interface ScosToolOptions {
  /** Tests: the pause between reply items from this random source instead of Math.random. */
  random?: () => number;
  /** Tests: backends in place of the API clients'. */
  backend?: CustomerServiceBackend;
  uploads?: Pick<ChatBackend, 'uploadDocument'>;
}

/** The address turns are posted to; relative media resolve against it. */
export const botUrlOf = (endpoint: string, token: string) => new URL(`${endpoint.replace(/\/$/, '')}/${encodeURIComponent(token)}`, globalThis.location?.href).href;

/**
 * Opens the customer-service demo (issue 14): its conversation machine, with the bot's POST and
 * the document upload, joins the studio's actor system (`scos`); its warnings reach the toasts.
 */
export function openScosTool(platform: Platform, options: ScosToolOptions = {}): ScosTool {
  const { store, i18n, config, origin, access, studio } = platform;
  const settings = config.scos;
  const deps = { config, origin, tokens: access, tokenKind: 'id', onSessionLost: access.onSessionLost } as const;
  const backend = options.backend ?? customerServiceBackend(createCustomerServiceClient(deps));
  const uploads = options.uploads ?? chatBackend(createMainClient(deps));
  const parse = { botUrl: botUrlOf(config.origins[origin].api.customerService, settings.botToken), videoHosts: settings.videoHosts };
  const sessionId = `session_${crypto.randomUUID()}`;
  const random = options.random ?? Math.random;
  const logic = scosConversationMachine.provide({
    actors: {
      sendTurn: sendTurnActor({ backend, settings, parse, locale: () => i18n.language, sessionId: () => sessionId }),
      uploadDocument: scosUploadActor(uploads),
    },
    delays: { replyPause: replyPause(random) },
  });
  studio.send({ type: 'tool.open', tool: 'scos', logic });
  const actor = studio.system.get('scos') as ScosActor;
  const warn = (title: string) => store.dispatch(toastAdded({ color: 'warning', title }));
  actor.on('scos.aborted', () => warn(i18n.t('scos:aborted')));
  actor.on('scos.uploaded', ({ name }) => store.dispatch(toastAdded({ color: 'success', title: i18n.t('scos:upload.done', { name }) })));
  actor.on('scos.uploadFailed', () => store.dispatch(toastAdded({ color: 'danger', title: i18n.t('scos:upload.failed') })));
  return { actor, settings, commands: scosCommands({ actor, store, i18n, settings }) };
}

/** The demo's route: its texts load, the tool opens (once), its page shows. */
export const openTool: OpenTool = async (platform) => {
  await platform.i18n.loadNamespaces(['scos', 'chat']);
  const tool = openScosTool(platform);
  return function ScosRoute() {
    return <ScosToolPage tool={tool} />;
  };
};

export function ScosToolPage({ tool }: { tool: ScosTool }) {
  return (
    <ScosToolContext.Provider value={tool}>
      <ScosPage />
    </ScosToolContext.Provider>
  );
}
