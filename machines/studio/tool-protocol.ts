import type { AnyActorRef, AnyEventObject, EventObject } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { answerSoFar } from '../conversation/chat-stream.machine';

/**
 * The tag type of a machine none of whose states is tagged: `hasTag` on it compiles only for this
 * name, which no state carries, so a tag asked of it by mistake does not compile.
 */
export type NoTags = '(untagged)';

/** What every tool's actor is spawned with. */
export interface ToolInput {
  /** Whose persisted lists; null: nobody is signed in. */
  scope: StorageScope | null;
}

/** What the studio tells every open tool. A tool handles those it has a use for. */
export type ToolEvent =
  /** Sign-in, sign-out, session end, tenant change. */
  | { type: 'session.scopeChanged'; scope: StorageScope | null }
  /** The tab went to the background: it may be discarded without another word. */
  | { type: 'page.hidden' }
  /** The tab is in front again (it may have slept for hours). */
  | { type: 'page.visible' }
  /** The page is going (reload, close, navigation away): only synchronous work is sure to happen. */
  | { type: 'page.leaving' }
  /** Finish what is under way and write what waits, then answer `tool.settled` (before a sign-out or a reload). */
  | { type: 'tool.settle'; replyTo: AnyActorRef };

/** A tool's answer to `tool.settle`. */
export interface ToolSettled {
  type: 'tool.settled';
  tool: string;
}

/** What the protocol's actions do: assign to the tool's context, send to its children or to the studio. */
interface ProtocolEnqueue<TContext> {
  assign(values: Partial<TContext>): void;
  sendTo(to: string | AnyActorRef, event: AnyEventObject): void;
}

/**
 * The tool machine's own `setup(...)`: the protocol's actions are made with its `enqueueActions`,
 * so they are the tool machine's actions (its events, children and context), with no cast.
 */
export interface ToolSetup<TContext, TAction> {
  enqueueActions(collect: (args: { context: TContext; event: EventObject; self: AnyActorRef; enqueue: ProtocolEnqueue<TContext> }) => void): TAction;
}

type ToolSettle = Extract<ToolEvent, { type: 'tool.settle' }>;
type ScopeChanged = Extract<ToolEvent, { type: 'session.scopeChanged' }>;
const isSettle = (event: EventObject): event is ToolSettle => event.type === 'tool.settle';
const isScopeChange = (event: EventObject): event is ScopeChanged => event.type === 'session.scopeChanged';

/** The answer a tool gives the studio once it has settled. */
export const toolSettled = (tool: string): ToolSettled => ({ type: 'tool.settled', tool });

/**
 * Answers `tool.settle` at once: the protocol of a tool with nothing to write (what is under way
 * may simply stop). Used in the tool's own `tool.settle` transition (which may also leave a state).
 */
export const answerSettleAtOnce = <TAction>(machine: ToolSetup<unknown, TAction>, tool: string) =>
  machine.enqueueActions(({ event, enqueue }) => {
    if (isSettle(event)) enqueue.sendTo(event.replyTo, toolSettled(tool));
  });

/** What a tool keeps for the protocol when it writes a history: whose lists, and who waits for it to settle. */
export interface HistoryToolContext {
  scope: StorageScope | null;
  /** Who asked the tool to settle (the studio, before a sign-out or a reload). */
  settleFor: AnyActorRef | null;
}

/** Told by a tool's history once nothing is reading or waiting (the answer to `history.settle`). */
export type HistorySettled = { type: 'history.settled' };

/** A history tool's context as it is spawned: the input's scope, and nobody waiting for it to settle. */
export const historyToolContext = ({ input }: { input: ToolInput }): HistoryToolContext => ({ scope: input.scope, settleFor: null });

/**
 * The shared history machine as a tool invokes it (its child `history`, system id `<tool>.history`),
 * over the tool's persisted lists and the scope the tool was last told of.
 */
export const historyChild = (tool: string, lists: readonly string[]) => ({
  id: 'history' as const,
  systemId: `${tool}.history`,
  src: 'history' as const,
  input: ({ context }: { context: HistoryToolContext }) => ({ name: `${tool}.history`, lists, scope: context.scope }),
});

export interface HistoryToolOptions {
  /** The tool's system id, in its `tool.settled`. */
  tool: string;
  /**
   * Its answer stream's child id, if it streams answers into the history: the answer so far is
   * kept (the stream hears `page.leaving`) before anything is written, and handed to the history
   * when the page hides.
   */
  stream?: string;
  /** Other children that hear of a scope change (as the studio told it). */
  scopeAlsoTo?: readonly string[];
  /** Where the tool goes when the scope changes (its states that wait for the next scope's lists). */
  scopeTarget?: string | string[];
}

// Read from the tool's own running snapshot; a transition computed without one (a model's traversal) has no answer to keep.
const streamingAnswer = (self: AnyActorRef, stream: string | undefined) => {
  const child: AnyActorRef | undefined = stream ? self.getSnapshot()?.children?.[stream] : undefined;
  return child ? answerSoFar(child.getSnapshot()) : null;
};

/**
 * The studio's tool protocol for a tool that keeps a history (its child `history`, the shared
 * history machine): the tool machine's `on` (spread it to add the tool's own events).
 * - `page.hidden`: the history notes its unsaved changes (with the answer streaming so far, which
 *   goes on) and writes what waits;
 * and, the answer streaming now kept as far as it came first:
 * - `page.leaving`: the history writes what it can, synchronously;
 * - `session.scopeChanged`: the history writes, then empties, then reads the next scope's lists;
 * - `tool.settle`: the history settles, and its `history.settled` is answered with `tool.settled`.
 */
export function historyToolProtocol<TAction>(machine: ToolSetup<HistoryToolContext, TAction>, { tool, stream, scopeAlsoTo = [], scopeTarget }: HistoryToolOptions) {
  const stopAnswer = machine.enqueueActions(({ enqueue }) => {
    if (stream) enqueue.sendTo(stream, { type: 'page.leaving' });
  });
  return {
    'page.hidden': {
      actions: machine.enqueueActions(({ enqueue, self }) => enqueue.sendTo('history', { type: 'history.hidden', pending: streamingAnswer(self, stream) })),
    },
    'page.leaving': { actions: [stopAnswer, machine.enqueueActions(({ enqueue }) => enqueue.sendTo('history', { type: 'page.leaving' }))] },
    'session.scopeChanged': {
      ...(scopeTarget ? { target: scopeTarget } : {}),
      actions: [
        stopAnswer,
        machine.enqueueActions(({ event, enqueue }) => {
          if (!isScopeChange(event)) return;
          enqueue.assign({ scope: event.scope });
          enqueue.sendTo('history', { type: 'history.scopeChanged', scope: event.scope });
          for (const child of scopeAlsoTo) enqueue.sendTo(child, event);
        }),
      ],
    },
    'tool.settle': {
      actions: [
        stopAnswer,
        machine.enqueueActions(({ event, enqueue, self }) => {
          if (!isSettle(event)) return;
          enqueue.assign({ settleFor: event.replyTo });
          enqueue.sendTo('history', { type: 'history.settle', replyTo: self });
        }),
      ],
    },
    'history.settled': {
      actions: machine.enqueueActions(({ context, enqueue }) => {
        if (!context.settleFor) return;
        enqueue.sendTo(context.settleFor, toolSettled(tool));
        enqueue.assign({ settleFor: null });
      }),
    },
  } as const;
}
