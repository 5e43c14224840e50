import type { Slice } from '@reduxjs/toolkit';
import type { CustomTypeOptions } from 'i18next';
import type { AnyStateMachine } from 'xstate';
import type common from '../../locales/en-US/common.json';
import type { ApiHosts, GroupKey } from '../../contracts/runtime-config';
import type { TakeAlongSection } from '../take-along/take-along-section';
import type { Platform } from '../platform/platform';
import type { ToolModule } from './tool-module';

/**
 * The tools there are: each descriptor (`src/<tool>/<tool>.tool.ts`) adds its key by declaration
 * merging, `declare module './tool-descriptor' { interface ToolKeys { chat: true } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ToolKeys {}
export type ToolKey = keyof ToolKeys;

/** What GET /v1/capabilities may grant a user (the server decides, by ADMIN_GROUPS). */
export type Capability = 'usageAdmin';

/** The nav's label of a tool: a key of common.json's `tools`. */
export type ToolLabelKey = `tools.${keyof (typeof common)['tools']}`;

/** A translation namespace (the startup ones, and each tool's own: src/i18n/i18next.d.ts). */
export type Namespace = keyof CustomTypeOptions['resources'];

/**
 * A tool, as the studio knows it before its code is loaded: what the route table, the nav, the
 * router's lazy modules, the machine catalogue, the lint zones, the i18n types and the bearer
 * allowlist are derived from. Nothing of the tool's own code is imported here: its module, machines
 * and slices are loaded when asked for (the descriptor itself is in the entry chunk).
 */
export interface ToolDescriptor<Key extends string = ToolKey> {
  /** The tool's folder name (`src/<key>/`, `machines/<key>/`) and its actor's system id. */
  key: Key;
  /** Its routes; the first is the nav's. URLs as deployed. */
  paths: readonly [string, ...string[]];
  /** The config.json groups (`groups.<key>`) any of which opens it, as deployed. */
  groups: readonly GroupKey[];
  /** Where it is offered: every origin, or the internal ones only (not the trial origin). */
  origins: 'every' | 'internal';
  /** A capability the API must grant the user beyond the groups (GET /v1/capabilities): an admins' page. */
  capability?: Capability;
  /** Its place in the nav (ascending) and its label. */
  nav: { order: number; label: ToolLabelKey };
  /** The translation namespaces it needs before its page shows. */
  namespaces: readonly Namespace[];
  /** The config.json API hosts (`origins.<origin>.api.<key>`) its calls may carry the bearer token to. */
  apiHosts: readonly (keyof ApiHosts)[];
  /** Its module (`src/<key>/<key>-tool.tsx`): its code, loaded when its route is first entered. */
  module: () => Promise<ToolModule>;
  /** Its machines (`machines/<key>/*.machine.ts`) by diagram name, for the catalogue and docs/machines. */
  machines: () => Promise<Record<string, AnyStateMachine>>;
  /** The store slices it brings (injected before it opens); none when its state is in the store from the start. */
  slices: () => Promise<readonly Slice[]>;
  /**
   * A tool that keeps chats: its part of the take-along file (`src/<key>/<key>.take-along.ts`,
   * exported as `takeAlong`), loaded when an export or import starts.
   */
  takeAlong?: () => Promise<TakeAlongSection>;
  /** A tool that keeps chats per registry component: the components the user may use now (null: no rule applies), asked before an import. */
  takeAlongAccess?: () => Promise<(platform: Platform, signal: AbortSignal) => Promise<string[] | null>>;
}

/** A descriptor whose key is not (yet) one of ToolKeys: what the derivations accept (a test's eighth tool). */
export type AnyToolDescriptor = ToolDescriptor<string>;

/** Declares a tool (its file: `src/<key>/<key>.tool.ts`, exported as `tool`). */
export const defineTool = <Key extends ToolKey>(descriptor: ToolDescriptor<Key>): ToolDescriptor<Key> => descriptor;
