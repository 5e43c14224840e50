import { expect } from 'vitest';
import {
  createActor, createEmptyActor, fromPromise, SimulatedClock, type AnyActorScope, type AnyStateMachine, type EventObject, type Snapshot,
} from 'xstate';
import { TestModel } from 'xstate/graph';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Promise actors whose outcome the test decides: a model step "xstate.done.actor.<id>" resolves
 * the running one, "xstate.error.actor.<id>" rejects it.
 */
function controllablePromises(sources: readonly string[]) {
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    sources.map((source) => [source, fromPromise(() => new Promise((resolve, reject) => pending.set(source, { resolve, reject })))]),
  );
  const settle = (source: string, outcome: { output: unknown } | { error: unknown }) => {
    const deferred = pending.get(source);
    if (!deferred) throw new Error(`the model expects "${source}" to be running, but it is not`);
    pending.delete(source);
    if ('error' in outcome) deferred.reject(outcome.error);
    else deferred.resolve(outcome.output);
  };
  return { actors, settle };
}

export const doneEvent = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const errorEvent = (id: string, error: unknown = new Error(`${id} failed`)) =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

interface ModelOptions {
  input: unknown;
  events: readonly EventObject[];
  /** invoke id → actor source name */
  invokes: Record<string, string>;
  /**
   * What makes two snapshots the same state of the model; default: value and whole context. A
   * machine whose context grows without bound (a conversation's rows) keys on the state value and
   * a few small, capped facts instead, so the model is finite and the walk ends.
   */
  serializeState?: (state: AnySnapshot) => unknown;
  /**
   * How long a delayed transition (`xstate.after.<delay>.<state>`) waits from the snapshot it leaves.
   * Given, the replay checks it fires exactly then: not 1 ms before, and at the delay. Without it
   * (or for undefined) the clock jumps a day.
   */
  delayOf?: (state: AnySnapshot, eventType: string) => number | undefined;
  /**
   * The machine spawns children with system ids. The traversal computes every step in one mock
   * actor system, which refuses a system id it has seen; such a machine gets a fresh one per step.
   */
  spawnsWithSystemIds?: boolean;
}

/** An empty actor system for one step of the traversal (as xstate/graph's own mock scope, but new each time). */
function freshScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty, logger: () => {}, id: '', sessionId: '', defer: () => {}, system: empty.system,
    stopChild: () => {}, emit: () => {}, actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

function withFreshSystemPerStep(machine: AnyStateMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event) => machine.transition(snapshot, event, freshScope());
  logic.getInitialSnapshot = (_scope, input) => machine.getInitialSnapshot(freshScope(), input);
  return logic;
}

type AnySnapshot = Snapshot<unknown> & { value: unknown };

// After every microtask (a settled effect, the events it sends) and without a timer's minimum
// wait: a walk replays thousands of steps, and a timeout's millisecond each made its time.
const settleMicrotasks = () => new Promise((resolve) => setImmediate(resolve));

/** Replays one path of the model against the real machine (effects controlled) and checks every state. */
async function replay(machine: AnyStateMachine, steps: Array<{ event: EventObject; state: AnySnapshot }>, options: ModelOptions) {
  const clock = new SimulatedClock();
  const { actors, settle } = controllablePromises([...new Set(Object.values(options.invokes))]);
  const actor = createActor(machine.provide({ actors }), { input: options.input, clock });
  actor.start();
  await settleMicrotasks();
  for (const { event, state } of steps) {
    const type = event.type;
    if (type === 'xstate.init') {
      // the initial state
    } else if (type.startsWith('xstate.done.actor.')) {
      settle(options.invokes[type.slice('xstate.done.actor.'.length)]!, { output: (event as { output?: unknown }).output });
    } else if (type.startsWith('xstate.error.actor.')) {
      settle(options.invokes[type.slice('xstate.error.actor.'.length)]!, { error: (event as { error?: unknown }).error });
    } else if (type.startsWith('xstate.after.')) {
      const before = actor.getSnapshot() as AnySnapshot;
      const delay = options.delayOf?.(before, type);
      if (delay === undefined) {
        clock.increment(24 * 3600 * 1000);
      } else {
        clock.increment(delay - 1);
        await settleMicrotasks();
        expect(actor.getSnapshot().value, `1 ms before ${type} (${delay} ms)`).toEqual(before.value);
        clock.increment(1);
      }
    } else {
      actor.send(event);
    }
    await settleMicrotasks();
    expect(actor.getSnapshot().value, `after ${type}`).toEqual(state.value);
  }
  actor.stop();
}

/**
 * Ids of every state node below the root that a snapshot can rest in, e.g. "auth.signedOut.idle".
 * Transient states (only eventless transitions out) are passed through, never observed.
 */
function allStateIds(node: AnyStateMachine['root']): string[] {
  return Object.values(node.states).flatMap((child) => {
    const transient = (child.always?.length ?? 0) > 0 && child.transitions.size === 0;
    return [...(transient ? [] : [child.id]), ...allStateIds(child)];
  });
}

const serializeWhole = (state: AnySnapshot) => JSON.stringify([state.value, (state as { context?: unknown }).context]);

/** Whether a snapshot is in the state node with this id (machine id first). */
function isIn(state: AnySnapshot, id: string): boolean {
  const path = id.split('.').slice(1);
  const value = path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
  return (state as unknown as { matches: (v: unknown) => boolean }).matches(value);
}

/**
 * Every transition of the model — each reachable state with each event that changes it — reached
 * by a shortest path and replayed against the machine with controlled effects.
 */
export async function walkEveryTransition(machine: AnyStateMachine, options: ModelOptions) {
  const serialize = options.serializeState ? (state: AnySnapshot) => JSON.stringify(options.serializeState!(state)) : serializeWhole;
  // createTestModel refuses machines that invoke or delay; the traversal itself handles them as
  // plain events (done/error/after), which is exactly how this suite drives the real machine.
  const model = new TestModel(options.spawnsWithSystemIds ? withFreshSystemPerStep(machine) : machine, {
    input: options.input,
    events: options.events as never,
    // A state is its value and context: an event that changes neither is no transition.
    serializeState: (state) => serialize(state as AnySnapshot),
  });
  const adjacency = Object.values(model.getAdjacencyMap());
  const stateIds = allStateIds(machine.root);
  const visited = new Set<string>();
  let transitions = 0;
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const steps = path.steps as unknown as Array<{ event: EventObject; state: AnySnapshot }>;
    const here = serialize(path.state as AnySnapshot);
    const entry = adjacency.find((a) => serialize(a.state as AnySnapshot) === here);
    const next = Object.values(entry?.transitions ?? {}) as Array<{ event: EventObject; state: AnySnapshot }>;
    const onward = next.filter((t) => serialize(t.state) !== here);
    const walks = onward.length ? onward.map((t) => [...steps, t]) : [steps];
    for (const walk of walks) {
      try {
        await replay(machine, walk, options);
      } catch (error) {
        const trail = walk.map((step) => `${step.event.type} → ${JSON.stringify(step.state.value)}`).join('\n  ');
        throw new Error(`${(error as Error).message}\nwhile replaying:\n  ${trail}`);
      }
      transitions += walk === steps ? 0 : 1;
      for (const step of walk) for (const id of stateIds) if (isIn(step.state, id)) visited.add(id);
    }
  }
  return { visited: [...visited].sort(), allStates: stateIds.sort(), transitions };
}
