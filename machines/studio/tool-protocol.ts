import type { AnyActorRef } from 'xstate';
import type { StorageScope } from '../../domain/chat';

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
