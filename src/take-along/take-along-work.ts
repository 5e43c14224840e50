import { log } from '../browser/log';
import type { StorageScope } from '../../domain/chat';
import type { TakeAlongStep, ImportReport, ImportSummary, PlanOutcome } from '../../machines/take-along/take-along.types';
import type { LockManagerLike } from '../persistence/cross-tab';
import type { KeyValueStore } from '../persistence/key-value-store';
import { listStorage } from '../persistence/list-storage';
import type { DecodedList, ListKind } from '../persistence/stored-list';
import { takeAlongFile, type TakeAlongFile } from './take-along-file';
import { mergedRecord, planImport, readTakeAlong, type Here, type ImportPlan } from './take-along-plan';
import type { TakeAlongSection } from './take-along-section';

/** Where the lists live, how writers are kept apart, and how the open tools hear of a write. */
export interface TakeAlongEnvironment {
  storage: KeyValueStore;
  locks: LockManagerLike;
  /** Tells every tool holding the list stored under `key` (this tab's too) to read it again. */
  written(key: string): void;
}

/** How far a long step has come, 0..1. */
export type Progress = (step: TakeAlongStep, done: number) => void;

export interface PlanRequest {
  scope: StorageScope;
  now: number;
  usableComponents: readonly string[] | null;
}

/** The planner the import machine runs: in a worker in the browser, in-thread in tests. */
export interface TakeAlongPlanner {
  exportFile(scope: StorageScope, now: number): Promise<Blob>;
  plan(file: Blob, request: PlanRequest, progress: Progress): Promise<PlanOutcome>;
  /** Writes the last plan; `ticked` names the deleted chats to bring back (`tickOf`). */
  apply(ticked: readonly string[], progress: Progress): Promise<ImportReport>;
  dispose(): void;
}

const summaryOf = (plan: ImportPlan): ImportSummary => ({
  exportedAt: plan.exportedAt,
  lists: plan.lists.map(({ tool, list, counts }) => ({ tool, list, counts })),
  settings: plan.settings.map(({ tool, name }) => ({ tool, name })),
  deletedHere: plan.deletedHere,
});

/**
 * The take-along file's work over one storage: export, plan an import (nothing written), write
 * the planned import. The lists are read and written under the same lock names the tools' list
 * persistence uses (`<key>#write`), so no tab writes over an import, nor an import over a tab.
 */
export function takeAlongWork(env: TakeAlongEnvironment, sections: readonly TakeAlongSection[]): Omit<TakeAlongPlanner, 'dispose'> {
  let planned: ImportPlan | null = null;
  const storages = new Map<ListKind<unknown>, ReturnType<typeof listStorage<unknown>>>();
  /** Each kind's lists read and written as the tools' list persistence does (one record per chat). */
  const listsOf = (kind: ListKind<unknown>) => {
    let lists = storages.get(kind);
    if (!lists) storages.set(kind, (lists = listStorage(env.storage, kind)));
    return lists;
  };

  async function readHere(scope: StorageScope): Promise<Here> {
    const lists: Record<string, DecodedList<unknown>> = {};
    const settings: Record<string, unknown> = {};
    for (const section of sections) {
      for (const spec of section.lists) lists[spec.keyOf(scope)] = (await listsOf(spec.kind).read(spec.keyOf(scope))).decoded;
      for (const setting of section.settings) settings[setting.keyOf(scope)] = setting.parse(await env.storage.get(setting.keyOf(scope)));
    }
    return { lists, settings };
  }

  async function exportFile(scope: StorageScope, now: number): Promise<Blob> {
    const tools: TakeAlongFile['tools'] = {};
    const here = await readHere(scope);
    for (const section of sections) {
      const lists = Object.fromEntries(
        section.lists.map((spec) => [spec.list, { version: spec.kind.migrations.length, items: here.lists[spec.keyOf(scope)]?.items ?? [] }]),
      );
      const settings = Object.fromEntries(
        section.settings.flatMap((setting) => {
          const value = here.settings[setting.keyOf(scope)];
          return value === undefined ? [] : [[setting.name, value]];
        }),
      );
      tools[section.tool] = { lists, settings };
    }
    const file = takeAlongFile({ exportedAt: now, user: scope.userId, tenant: scope.tenant, tools });
    return new Blob([JSON.stringify(file)], { type: 'application/json' });
  }

  async function plan(file: Blob, request: PlanRequest, progress: Progress): Promise<PlanOutcome> {
    planned = null;
    progress('reading', 0);
    const read = readTakeAlong(await file.text());
    progress('reading', 1);
    if (!read.ok) return read;
    progress('checking', 0);
    const here = await readHere(request.scope);
    const usableComponents = request.usableComponents === null ? null : new Set(request.usableComponents);
    const result = planImport(read.file, here, { scope: request.scope, now: request.now, sections, usableComponents });
    progress('checking', 1);
    if (!result.ok) return result;
    planned = result.plan;
    return { ok: true, summary: summaryOf(result.plan) };
  }

  async function apply(ticked: readonly string[], progress: Progress): Promise<ImportReport> {
    if (!planned) throw new Error('nothing planned to import');
    const plan = planned;
    planned = null;
    const tickedSet = new Set(ticked);
    const report: ImportReport = { lists: [], settings: 0 };
    const specs = new Map(sections.flatMap((section) => section.lists.map((spec) => [`${section.tool}/${spec.list}`, spec])));
    let done = 0;
    progress('writing', 0);
    for (const listPlan of plan.lists) {
      const spec = specs.get(`${listPlan.tool}/${listPlan.list}`)!;
      const outcome = await env.locks.request(`${listPlan.key}#write`, async () => {
        const read = await listsOf(spec.kind).read(listPlan.key);
        const stored = read.decoded;
        // Data here that cannot be read whole is the lists' own notice to handle (it is set aside
        // before anything writes over it): the import leaves that list alone.
        if (stored.problem) return { added: 0, updated: 0, skipped: true, failed: false };
        const merged = mergedRecord(spec, stored, listPlan, tickedSet);
        if (merged.added + merged.updated === 0) return { added: 0, updated: 0, skipped: false, failed: false };
        try {
          await listsOf(spec.kind).write(listPlan.key, merged.record, read);
        } catch (error) {
          // The index is written last: the list is all there or as it was. The others go on, and the report names this one.
          log.error(`take-along: ${listPlan.key} could not be written`, error);
          return { added: 0, updated: 0, skipped: false, failed: true };
        }
        return { added: merged.added, updated: merged.updated, skipped: false, failed: false };
      });
      if (outcome.added + outcome.updated > 0) env.written(listPlan.key);
      report.lists.push({ tool: listPlan.tool, list: listPlan.list, ...outcome });
      done += 1;
      progress('writing', done / (plan.lists.length + 1));
    }
    for (const setting of plan.settings) {
      const wrote = await env.locks.request(`${setting.key}#write`, async () => {
        if ((await env.storage.get(setting.key)) !== undefined) return false;
        await env.storage.set(setting.key, setting.value);
        return true;
      });
      if (wrote) report.settings += 1;
    }
    progress('writing', 1);
    return report;
  }

  return { exportFile, plan, apply };
}
