import type { ActorRefFrom } from 'xstate';
import type { scosConversationMachine } from '../../machines/scos/scos-conversation.machine';

/** The customer-service demo's conversation (`scos.conversation`), as its context, commands and sync name it. */
export type ScosActor = ActorRefFrom<typeof scosConversationMachine>;
