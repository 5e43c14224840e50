import type { ActorRefFrom } from 'xstate';
import type { visionMachine } from '../../machines/vision/vision.machine';

/** Vision Studio's actor in the studio's system, as its wiring, context and commands name it. */
export type VisionActor = ActorRefFrom<typeof visionMachine>;
