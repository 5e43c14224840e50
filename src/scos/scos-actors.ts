import type { ActorRefFrom } from 'xstate';
import type { scosConversationMachine } from '../../machines/scos/scos-conversation.machine';
import type { scosMachine } from '../../machines/scos/scos.machine';

/** The customer-service demo's conversation (`scos.conversation`), as its wiring, context, commands and sync name it. */
export type ScosActor = ActorRefFrom<typeof scosConversationMachine>;
/** The customer-service tool itself (`scos`). */
export type ScosToolActor = ActorRefFrom<typeof scosMachine>;
