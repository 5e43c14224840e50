import type { ActorRefFrom } from 'xstate';
import type { studioMachine } from '../../machines/studio/studio.machine';

/** The root of the studio's one actor system (machines/studio/). */
export type StudioActor = ActorRefFrom<typeof studioMachine>;
