import type { StorageScope } from '../../domain/chat';
import { tickOf, type DeletedHere, type ListCounts, type Refusal } from '../../machines/take-along/take-along.types';
import { decodeList, type DecodedList, type StoredList } from '../persistence/stored-list';
import { TAKE_ALONG_FORMAT, TAKE_ALONG_VERSION, takeAlongFileSchema, type TakeAlongFile } from './take-along-file';
import type { TakeAlongList, TakeAlongSection } from './take-along-section';

export type ReadTakeAlong = { ok: true; file: TakeAlongFile } | { ok: false; refusal: Refusal };

/** Reads the text of a chosen file: JSON, the studio's take-along format, a version this release reads. */
export function readTakeAlong(text: string): ReadTakeAlong {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { reason: 'notJson' } };
  }
  const envelope = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (envelope.format === TAKE_ALONG_FORMAT && typeof envelope.version === 'number' && envelope.version > TAKE_ALONG_VERSION) {
    return { ok: false, refusal: { reason: 'newerVersion', version: envelope.version } };
  }
  const parsed = takeAlongFileSchema.safeParse(value);
  if (!parsed.success || parsed.data.version !== TAKE_ALONG_VERSION) return { ok: false, refusal: { reason: 'notArchive' } };
  return { ok: true, file: parsed.data };
}

export interface ListPlan {
  tool: string;
  list: string;
  key: string;
  /** The file's items worth writing: new here, newer than here, or deleted here (written only when ticked). */
  incoming: unknown[];
  counts: ListCounts;
}

export interface SettingPlan {
  tool: string;
  name: string;
  key: string;
  value: unknown;
}

export interface ImportPlan {
  exportedAt: number;
  lists: ListPlan[];
  /** Settings the file has and this browser lacks. */
  settings: SettingPlan[];
  deletedHere: DeletedHere[];
}

/** What this browser holds now, read before planning (and again, under the lock, before writing). */
export interface Here {
  lists: Readonly<Record<string, DecodedList<unknown> | undefined>>;
  settings: Readonly<Record<string, unknown>>;
}

export interface PlanContext {
  scope: StorageScope;
  now: number;
  sections: readonly TakeAlongSection[];
  /** The registry components the user may use; null: no rule (authentication off). */
  usableComponents: ReadonlySet<string> | null;
}

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; refusal: Refusal };

/** How far ahead of this browser's clock a file's dates may be (another machine's clock may run ahead). */
const futureToleranceMs = 24 * 60 * 60 * 1000;

const emptyCounts = (): ListCounts => ({ added: 0, updated: 0, unchanged: 0, expired: 0, notUsable: 0, deletedHere: 0 });

function planList(spec: TakeAlongList, tool: string, decoded: DecodedList<unknown>, here: DecodedList<unknown>, context: PlanContext) {
  const { kind } = spec;
  const counts = emptyCounts();
  const incoming: unknown[] = [];
  const deletedHere: DeletedHere[] = [];
  const hereById = new Map(here.items.map((item) => [kind.id(item), item]));
  for (const item of decoded.items.map((read) => spec.imported?.(read) ?? read)) {
    const id = kind.id(item);
    const component = spec.componentOf?.(item);
    if (context.now - spec.bornAt(item) > spec.maxAgeMs) counts.expired += 1;
    else if (component !== undefined && context.usableComponents !== null && !context.usableComponents.has(component)) counts.notUsable += 1;
    else if (hereById.has(id)) {
      if (kind.stamp(item) > kind.stamp(hereById.get(id)!)) {
        counts.updated += 1;
        incoming.push(item);
      } else counts.unchanged += 1;
    } else if (Object.hasOwn(here.deleted, id)) {
      if (!spec.restorable) continue;
      counts.deletedHere += 1;
      incoming.push(item);
      deletedHere.push({ tool, list: spec.list, id, name: spec.nameOf(item), deletedAt: here.deleted[id]! });
    } else {
      counts.added += 1;
      incoming.push(item);
    }
  }
  return { counts, incoming, deletedHere };
}

/**
 * Checks a read file against this browser and plans the merge: whose file it is, every list
 * through its records' own parser (a list that cannot be read whole refuses the file), what has
 * expired or names a component the user may no longer use, and per chat whether it is new, newer
 * than here, unchanged, or deleted here. Pure: it writes nothing.
 */
export function planImport(file: TakeAlongFile, here: Here, context: PlanContext): PlanResult {
  if (file.user !== context.scope.userId) return { ok: false, refusal: { reason: 'otherUser' } };
  if (file.tenant !== context.scope.tenant) return { ok: false, refusal: { reason: 'otherTenant' } };
  const plan: ImportPlan = { exportedAt: file.exportedAt, lists: [], settings: [], deletedHere: [] };
  for (const section of context.sections) {
    const inFile = file.tools[section.tool];
    if (!inFile) continue;
    for (const spec of section.lists) {
      const stored = inFile.lists[spec.list];
      if (!stored) continue;
      // A list a newer studio wrote (its records changed shape since): the file is newer, not damaged.
      if (stored.version > spec.kind.migrations.length) return { ok: false, refusal: { reason: 'newerVersion', version: stored.version } };
      const decoded = decodeList({ ...stored, deleted: {} }, spec.kind);
      // A chat made or changed more than a day from now (beyond any clock's error) would never expire: not an export.
      const fromTheFuture = (item: unknown) => Math.max(spec.bornAt(item), spec.kind.stamp(item)) > context.now + futureToleranceMs;
      if (decoded.problem || decoded.items.some(fromTheFuture)) return { ok: false, refusal: { reason: 'corrupt', tool: section.tool, list: spec.list } };
      const key = spec.keyOf(context.scope);
      const planned = planList(spec, section.tool, decoded, here.lists[key] ?? { items: [], deleted: {}, problem: null }, context);
      plan.lists.push({ tool: section.tool, list: spec.list, key, incoming: planned.incoming, counts: planned.counts });
      plan.deletedHere.push(...planned.deletedHere);
    }
    for (const setting of section.settings) {
      if (!Object.hasOwn(inFile.settings, setting.name)) continue;
      const value = setting.parse(inFile.settings[setting.name]);
      if (value === undefined) return { ok: false, refusal: { reason: 'corrupt', tool: section.tool, list: setting.name } };
      const key = setting.keyOf(context.scope);
      const component = setting.componentOf?.(value);
      const usable = component === undefined || context.usableComponents === null || context.usableComponents.has(component);
      if (usable && here.settings[key] === undefined) plan.settings.push({ tool: section.tool, name: setting.name, key, value });
    }
  }
  return { ok: true, plan };
}

/**
 * The stored record after the import, merged with what is stored now (read again under the write
 * lock): the file's copy goes in where it is still newer; a chat deleted here only when ticked
 * (its tombstone goes), otherwise it stays deleted.
 */
export function mergedRecord(
  spec: TakeAlongList,
  stored: DecodedList<unknown>,
  plan: ListPlan,
  ticked: ReadonlySet<string>,
): { record: StoredList<unknown>; added: number; updated: number } {
  const { kind } = spec;
  const items = new Map(stored.items.map((item) => [kind.id(item), item]));
  const deleted = { ...stored.deleted };
  let added = 0;
  let updated = 0;
  for (const item of plan.incoming) {
    const id = kind.id(item);
    const known = items.get(id);
    if (known !== undefined && kind.stamp(known) >= kind.stamp(item)) continue;
    if (known === undefined && Object.hasOwn(deleted, id)) {
      if (!ticked.has(tickOf({ tool: plan.tool, list: plan.list, id }))) continue;
      delete deleted[id];
    }
    items.set(id, item);
    if (known === undefined) added += 1;
    else updated += 1;
  }
  return { record: { version: kind.migrations.length, items: [...items.values()], deleted }, added, updated };
}
