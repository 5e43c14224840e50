import type { i18n as I18n } from 'i18next';
import type { ActorRefFrom } from 'xstate';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { registryCatalogueMachine } from '../../machines/registry/registry-catalogue.machine';
import type { sourcePassageMachine } from '../../machines/registry/source-passage.machine';
import type { componentFeedbackMachine } from '../../machines/feedback/component-feedback.machine';
import type { AnswerSource } from '../../domain/answer-source';
import type { RegistryCard } from '../../machines/registry/registry.types';
import {
  registryChatDeleted, registryChatStarted, registryChatSwitched, registryLastMessageDeleted, registryMessageEdited, registryMessageResent,
  registryMessageSent, selectRegistryActiveChat,
} from '../../store/registry-chats.slice';
import { newSessionId } from '../../store/chats.slice';
import type { AppStore } from '../../store/store';
import { toastAdded } from '../../store/toasts.slice';
import { historyCommands, messageCommands } from '../conversation/conversation-commands';
import type { ChatStreamActor, ConversationCoreCommands } from '../conversation/conversation-context';
import type { KeyValueStore } from '../persistence/key-value-store';
import { historyBackup } from '../persistence/persistence-notices';
import { ledgerIdsOf, type AnswerVotes } from '../feedback/answer-votes';

export type RegistryCatalogueActor = ActorRefFrom<typeof registryCatalogueMachine>;
export type SourcePassageActor = ActorRefFrom<typeof sourcePassageMachine>;
export type ContactFeedbackActor = ActorRefFrom<typeof componentFeedbackMachine>;

export interface RegistryCommandDeps {
  store: AppStore;
  i18n: I18n;
  stream: ChatStreamActor;
  history: HistoryActor;
  catalogue: RegistryCatalogueActor;
  passage: SourcePassageActor;
  contactFeedback: ContactFeedbackActor;
  storage: KeyValueStore;
  now?: () => number;
  /** The votes on the answers: deleting a chat deletes the copies kept with them. */
  feedback?: Pick<AnswerVotes, 'deleteCopies'>;
}

/** The card of the set component, if the list still has it. */
export function setComponent(catalogue: RegistryCatalogueActor): RegistryCard | null {
  const { components, component } = catalogue.getSnapshot().context;
  return components.find((card) => card.key === component) ?? null;
}

/**
 * Everything the registry's views do, in one object: the store gets its events here and the
 * actors theirs. The views call these; they never dispatch or send themselves.
 */
export function registryCommands({ store, i18n, stream, history, catalogue, passage, contactFeedback, storage, feedback, now = Date.now }: RegistryCommandDeps) {
  const state = () => store.getState().registryChats;
  const chatById = (sessionId: string) => state()?.items.find((chat) => chat.sessionId === sessionId);
  const toast = (color: 'success' | 'warning' | 'danger', title: string) => store.dispatch(toastAdded({ color, title }));
  const ready = () => stream.getSnapshot().hasTag('ready');
  /** A component outside the allowlist gets no question (and so no token). */
  const mayAsk = () => {
    const component = setComponent(catalogue);
    if (component?.trusted) return true;
    if (component) toast('danger', i18n.t('registry:chat.untrustedRefused', { name: component.title }));
    return false;
  };

  const ask = (sessionId: string) => {
    // The question is a completed message: written before its answer starts to stream.
    history.send({ type: 'history.flush' });
    const chat = chatById(sessionId);
    if (chat) stream.send({ type: 'stream.start', sessionId, messages: chat.messages, documents: [] });
  };
  const newChat = () => {
    const sessionId = newSessionId();
    store.dispatch(registryChatStarted({ sessionId }));
    return sessionId;
  };
  const conversation: ConversationCoreCommands = {
    ...messageCommands({ store, i18n }),
    resend(sessionId, index) {
      if (!ready() || !mayAsk()) return;
      store.dispatch(registryMessageResent({ sessionId, index }));
      ask(sessionId);
    },
    deleteLastMessage: (sessionId) => store.dispatch(registryLastMessageDeleted({ sessionId })),
    cancelAnswer: () => stream.send({ type: 'stream.cancel' }),
    ...historyCommands({ store, i18n, history, storage, now, backup: () => historyBackup(state()?.items ?? [], [], now()) }),
  };

  return {
    ...conversation,
    retryList: () => catalogue.send({ type: 'registry.retry' }),
    setComponent: (key: string) => catalogue.send({ type: 'component.set', key }),
    chatWith: (key: string) => catalogue.send({ type: 'component.chat', key }),
    showRegistry: () => catalogue.send({ type: 'mode.registry' }),
    showChat: () => catalogue.send({ type: 'mode.chat' }),
    newChat,
    send(text: string) {
      if (!ready() || !mayAsk()) return;
      const active = selectRegistryActiveChat(store.getState());
      const sessionId = active ? active.sessionId : newChat();
      store.dispatch(registryMessageSent({ sessionId, content: text }));
      ask(sessionId);
    },
    edit(sessionId: string, index: number, content: string) {
      if (!ready() || !mayAsk()) return;
      store.dispatch(registryMessageEdited({ sessionId, index, content }));
      ask(sessionId);
    },
    /** A verified source opens at its passage, asked of the set component (whose chats are the ones shown). */
    openSource(source: AnswerSource) {
      const component = setComponent(catalogue);
      if (!component?.trusted || source.verified !== true || !source.location) return;
      passage.send({ type: 'source.open', opened: { componentUrl: component.url, source: { ...source, location: source.location } } });
    },
    closeSource: () => passage.send({ type: 'source.close' }),
    /** What users think of a component's answers, for its contact (the card offers it only to them). */
    openComponentFeedback: (card: RegistryCard) => contactFeedback.send({ type: 'componentFeedback.open', component: card.name, title: card.title }),
    retryComponentFeedback: () => contactFeedback.send({ type: 'componentFeedback.retry' }),
    closeComponentFeedback: () => contactFeedback.send({ type: 'componentFeedback.close' }),
    retrySource: () => passage.send({ type: 'source.retry' }),
    switchChat: (to: string) => store.dispatch(registryChatSwitched({ to })),
    deleteChat(sessionId: string) {
      void feedback?.deleteCopies(ledgerIdsOf(chatById(sessionId)?.messages ?? []));
      store.dispatch(registryChatDeleted({ sessionId }));
    },
  };
}

export type RegistryCommands = ReturnType<typeof registryCommands>;
