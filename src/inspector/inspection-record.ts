import type { InspectionEvent } from 'xstate';
import type { InspectionRecord } from '../../contracts/inspector-channel';

/** Longer strings are cut, so a 50 MB history in a context does not travel to the inspector whole. */
const MAX_STRING = 2_000;

function plain(value: unknown): unknown {
  try {
    return JSON.parse(
      JSON.stringify(value, (_key, v: unknown) => {
        if (v instanceof Error) return { error: v.message };
        if (typeof v === 'string' && v.length > MAX_STRING) return `${v.slice(0, MAX_STRING)}… (${v.length} characters)`;
        // An actor reference (a spawned child in a context, a reply address in an event) is shown by name.
        if (typeof v === 'object' && v !== null && 'sessionId' in v && 'send' in v) return `[actor ${nameOf(v as ActorLike)}]`;
        return v;
      }),
    );
  } catch {
    return '[not serialisable]';
  }
}

interface ActorLike {
  sessionId: string;
  id?: string;
  systemId?: string;
  logic?: { id?: string };
}

const nameOf = (ref: ActorLike) => ref.systemId ?? ref.logic?.id ?? ref.id ?? ref.sessionId;

/** A snapshot inspection event as a record; null for every other kind of inspection event. */
export function toInspectionRecord(event: InspectionEvent, now: number): InspectionRecord | null {
  if (event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as { value?: unknown; context?: unknown; tags?: Set<string>; status?: string };
  return {
    actor: nameOf(event.actorRef as ActorLike),
    status: snapshot.status ?? 'active',
    event: event.event.type,
    value: plain(snapshot.value ?? null),
    tags: snapshot.tags ? [...snapshot.tags] : [],
    context: plain(snapshot.context ?? null),
    at: now,
  };
}
