import { setup } from 'xstate';
import { chatStreamMachine } from '../conversation/chat-stream.machine';
import { componentFeedbackMachine } from '../feedback/component-feedback.machine';
import { historyMachine } from '../persistence/history.machine';
import { historyChild, historyToolContext, historyToolProtocol, type HistorySettled, type HistoryToolContext, type ToolEvent, type ToolInput, type NoTags } from '../studio/tool-protocol';
import { registryCatalogueMachine } from './registry-catalogue.machine';
import { sourcePassageMachine } from './source-passage.machine';

/** The registry's persisted list (tools.md §3 `ragStudioChatHistory`): every component's chats, each keyed by its component. */
export const registryLists = ['chats'] as const;
export type RegistryListName = (typeof registryLists)[number];

export type RegistryToolEvent = ToolEvent | HistorySettled;

/**
 * The retrieval-chat registry (tools.md §2, §4 "Retrieval studio"): its list and modes
 * (`catalogue`), the chats kept per component (`history`) and the streamed answer (`stream`,
 * the general chat's stream machine), a source opened at its passage (`passage`), a component's
 * feedback for its contact (`contactFeedback`), with the
 * studio's tool protocol. Spawned by the studio
 * when `/rags` is first entered.
 */
const registrySetup = setup({
  types: {
    tags: {} as NoTags,
    input: {} as ToolInput,
    context: {} as HistoryToolContext,
    events: {} as RegistryToolEvent,
    children: {} as { history: 'history'; stream: 'stream'; catalogue: 'catalogue'; passage: 'passage'; contactFeedback: 'contactFeedback' },
  },
  actors: { history: historyMachine, stream: chatStreamMachine, catalogue: registryCatalogueMachine, passage: sourcePassageMachine, contactFeedback: componentFeedbackMachine },
});

export const registryMachine = registrySetup.createMachine({
  id: 'registry',
  context: historyToolContext,
  invoke: [
    {
      ...historyChild('registry', registryLists),
    },
    { id: 'stream', systemId: 'registry.stream', src: 'stream' },
    { id: 'catalogue', systemId: 'registry.catalogue', src: 'catalogue' },
    { id: 'passage', systemId: 'registry.passage', src: 'passage' },
    { id: 'contactFeedback', systemId: 'registry.contactFeedback', src: 'contactFeedback' },
  ],
  // The studio's protocol: the answer kept, the chats written; the catalogue and an open source hear of a new user too.
  on: historyToolProtocol(registrySetup, { tool: 'registry', stream: 'stream', scopeAlsoTo: ['catalogue', 'passage', 'contactFeedback'] }),
});
