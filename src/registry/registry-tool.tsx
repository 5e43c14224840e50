import { fromPromise } from 'xstate';
import { chatStreamMachine } from '../../machines/conversation/chat-stream.machine';
import { historyMachine } from '../../machines/persistence/history.machine';
import { registryCatalogueMachine } from '../../machines/registry/registry-catalogue.machine';
import { registryMachine } from '../../machines/registry/registry.machine';
import { componentFeedbackMachine } from '../../machines/feedback/component-feedback.machine';
import { sourcePassageMachine } from '../../machines/registry/source-passage.machine';
import type { RegistryCard } from '../../machines/registry/registry.types';
import { registryAnswerEnded, registryChatsSlice, registryComponentSet, registryScopeChanged } from '../../store/registry-chats.slice';
import { toastAdded } from '../../store/toasts.slice';
import { bearerAllowlist } from '../api/bearer-allowlist';
import { createRegistryClient, registryBackend, type RegistryBackend } from '../api/registry-client';
import { feedbackBackend } from '../api/feedback-client';
import { createMainClient } from '../api/main-client';
import { chatStreamActor } from '../conversation/actors/chat-stream.actors';
import { ConversationToolProviders } from '../conversation/conversation-context';
import { translatedToast } from '../conversation/conversation-toasts';
import { tabPersistence, type PersistenceOverrides } from '../persistence/browser-persistence';
import { listPersistenceLogic } from '../persistence/list-effects';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { log } from '../browser/log';
import { openToolActor } from '../tools/open-tool-actor';
import { toolRoute } from '../tools/tool-route';
import { componentStream } from './component-stream';
import { tellBudget } from '../budgets/budget-notices';
import { registryAnswerToast, registrySettlementEnd } from './registry-answers';
import { registryCards, visibleComponents } from './registry-cards';
import { registryCommands, setComponent } from './registry-commands';
import { registryListBindings } from './registry-lists';
import { rememberedComponentStore, type RememberedComponent } from './remembered-component';
import { loadPassageLogic } from './source-passage';
import { RegistryToolContext, type RegistryTool } from './registry-tool-context';
import RegistryPage from './views/RegistryPage';
import { toolVotes } from '../feedback/answer-votes';
import './registry.css';

export interface RegistryToolOptions {
  /** Tests and the bench: storage, locks, channels and clock in place of the browser's. */
  persistence?: PersistenceOverrides;
  /** Tests: the wait before a question is sent (tools.md §9: 200 ms). */
  requestDelayMs?: number;
}

/**
 * Opens the retrieval-chat registry: its machine (`registry`, with `registry.catalogue`,
 * `registry.history`, `registry.stream`) joins the studio's actor system with the registry
 * backend's effects, and what they tell reaches the store.
 */
export function openRegistryTool(platform: Platform, options: RegistryToolOptions = {}): RegistryTool {
  const { store, i18n, config, origin, studio } = platform;
  store.injectSlice(registryChatsSlice);
  const backend: RegistryBackend = registryBackend(createRegistryClient(clientDeps(platform)));
  const allowlist = bearerAllowlist(config, origin);
  const persistence = tabPersistence(platform, options.persistence);
  const feedback = toolVotes(platform, 'component');
  const remembered = rememberedComponentStore(persistence.storage);
  // What was recalled for this user last: its title names it should it be gone.
  let recalled: RememberedComponent | null = null;
  // The signed-in user's groups; null with authentication switched off (no group rule applies).
  const userGroups = () => {
    const { authEnabled, user } = studio.getSnapshot().context;
    return authEnabled ? (user?.groups ?? []) : null;
  };

  // The component the question in flight is for.
  const catalogueNow = () => actor.getSnapshot().children.catalogue;
  let asked: RegistryCard | null = null;
  const componentBackend = componentStream({
    backend,
    target: () => asked,
    ...(options.requestDelayMs === undefined ? {} : { delayMs: options.requestDelayMs }),
  });

  const logic = registryMachine.provide({
    actors: {
      history: historyMachine.provide({ actors: { list: listPersistenceLogic(registryListBindings, persistence) } }),
      stream: chatStreamMachine.provide({
        actors: {
          streamAnswer: chatStreamActor({
            streamChat: (request, signal, hearing) => {
              const catalogue = catalogueNow();
              asked = catalogue ? setComponent(catalogue) : null;
              return componentBackend.streamChat(request, signal, hearing);
            },
          }),
        },
      }),
      catalogue: registryCatalogueMachine.provide({
        actors: {
          loadComponents: fromPromise(async ({ signal }) =>
            registryCards(visibleComponents(await backend.listComponents(signal), userGroups()), allowlist),
          ),
          recallComponent: fromPromise(async () => {
            const { scope } = actor.getSnapshot().context;
            recalled = scope ? await remembered.recall(scope) : null;
            return recalled?.key ?? null;
          }),
        },
      }),
      passage: sourcePassageMachine.provide({ actors: { loadPassage: loadPassageLogic(backend) } }),
      // Asked only by a component's contact (the main backend; the trial offers no feedback to read).
      contactFeedback: componentFeedbackMachine.provide({
        actors: { load: fromPromise(({ input, signal }) => feedbackBackend(createMainClient(clientDeps(platform))).componentFeedback(input.component, signal)) },
      }),
    },
  });
  const actor = openToolActor(studio, 'registry', logic);
  const children = actor.getSnapshot().children;
  if (!children.history || !children.stream || !children.catalogue || !children.passage || !children.contactFeedback) throw new Error('the registry runs without its history, stream, list, passage or feedback');
  const { history, catalogue, passage, contactFeedback } = children;
  const commands = registryCommands({ store, i18n, stream: children.stream, history, catalogue, passage, contactFeedback, storage: persistence.storage, now: persistence.now, ...(feedback ? { feedback } : {}) });

  children.stream.on('answer.ended', ({ sessionId, text, end, sources, budgetWarning, ledgerId }) => {
    store.dispatch(registryAnswerEnded({ sessionId, text, end: registrySettlementEnd(end), sources: end.status === 'complete' ? sources : [], ...(ledgerId ? { ledgerId } : {}) }));
    const spec = tellBudget(store, i18n, end, budgetWarning, persistence.now) ? null : registryAnswerToast(end, text);
    if (spec) store.dispatch(toastAdded(translatedToast(spec, i18n)));
    // A completed message is written at once, so a closed tab loses none.
    history.send({ type: 'history.flush' });
  });
  catalogue.on('registry.componentSet', ({ key }) => {
    store.dispatch(registryComponentSet({ component: key }));
    const { scope } = actor.getSnapshot().context;
    const card = setComponent(catalogue);
    if (scope && card) remembered.remember(scope, { key: card.key, title: card.title }).catch((error: unknown) => log.warn('the set component could not be remembered', error));
  });
  // The component set last is no longer the user's to use (or gone): forgotten, and said so.
  catalogue.on('registry.componentGone', ({ key }) => {
    const { scope } = actor.getSnapshot().context;
    if (scope) remembered.forget(scope).catch((error: unknown) => log.warn('the set component could not be forgotten', error));
    const name = recalled?.key === key ? recalled.title : key;
    store.dispatch(toastAdded({ color: 'warning', title: i18n.t('registry:remembered.gone', { name }) }));
  });
  history.on('history.cleared', () => store.dispatch(registryScopeChanged()));
  return { actor, catalogue, passage, contactFeedback, stream: children.stream, history, commands, ...(feedback ? { feedback } : {}) };
}

/** The registry's route: the tool opens (once), its page shows. */
export const openTool = toolRoute(openRegistryTool, RegistryToolPage);

/** The registry's page with its tool: its views and the shared conversation views find it. */
export function RegistryToolPage({ tool }: { tool: RegistryTool }) {
  return (
    <ConversationToolProviders tool={tool} toolContext={RegistryToolContext}>
      <RegistryPage />
    </ConversationToolProviders>
  );
}
