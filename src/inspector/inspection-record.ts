import type { InspectionEvent } from 'xstate';

/** What the live inspector shows of one moment of one actor: plain JSON, safe to send. */
export interface InspectionRecord {
  /** A machine's id ("auth", "token") or an invoked actor's id ("loadUser"). */
  actor: string;
  /** active, done, error or stopped. */
  status: string;
  event: string;
  value: unknown;
  tags: string[];
  context: unknown;
  at: number;
}

function plain(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { error: v.message } : v)));
  } catch {
    return '[not serialisable]';
  }
}

/** A snapshot inspection event as a record; null for every other kind of inspection event. */
export function toInspectionRecord(event: InspectionEvent, now: number): InspectionRecord | null {
  if (event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as { value?: unknown; context?: unknown; tags?: Set<string>; status?: string };
  const ref = event.actorRef as { id?: string; logic?: { id?: string } };
  return {
    actor: ref.logic?.id ?? ref.id ?? event.actorRef.sessionId,
    status: snapshot.status ?? 'active',
    event: event.event.type,
    value: plain(snapshot.value ?? null),
    tags: snapshot.tags ? [...snapshot.tags] : [],
    context: plain(snapshot.context ?? null),
    at: now,
  };
}
