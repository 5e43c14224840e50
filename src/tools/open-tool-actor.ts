import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { StudioActor } from '../platform/studio-actor';
import type { ToolKey } from './tool-descriptor';

/**
 * Opens a tool: its machine (with the tool's real effects) joins the studio's system under the
 * tool's key (`tool.open`; once: a second call finds the one running), and comes back typed as the
 * machine it was opened with. The one place that reads the system for a tool's actor.
 */
export function openToolActor<TMachine extends AnyStateMachine>(studio: StudioActor, tool: ToolKey, logic: TMachine): ActorRefFrom<TMachine> {
  studio.send({ type: 'tool.open', tool, logic });
  // The system knows its actors only as AnyActorRef; this one was spawned from `logic` (or an earlier open's same machine).
  const actor: ActorRefFrom<TMachine> | undefined = studio.system.get(tool);
  if (!actor) throw new Error(`the studio did not open the tool "${tool}"`);
  return actor;
}
