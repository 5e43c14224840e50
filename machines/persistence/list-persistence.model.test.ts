import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { listPersistenceMachine } from './list-persistence.machine';
import { StorageFullError, type Incident, type LoadResult, type SaveResult } from './list-persistence.types';

const incident: Incident = { raw: '{"broken', asideKey: 'PRIVATE_CHAT_HISTORY:aside:1', acknowledged: false };
const clean: LoadResult = { base: {}, journalKeys: [], incident: null, dirty: false };
const dirty: LoadResult = { ...clean, dirty: true };
const unreadableLoad: LoadResult = { ...clean, incident };
const savedCurrent: SaveResult = { outcome: 'saved', base: {}, journalKeys: [], incident: null, behind: false };
const savedBehind: SaveResult = { ...savedCurrent, behind: true };
const unreadableSave: SaveResult = { outcome: 'unreadable', incident };

const events = [
  doneEvent('load', clean),
  doneEvent('load', dirty),
  doneEvent('load', unreadableLoad),
  errorEvent('load'),
  doneEvent('save', savedCurrent),
  doneEvent('save', savedBehind),
  doneEvent('save', unreadableSave),
  errorEvent('save'),
  errorEvent('save', new StorageFullError()),
  { type: 'xstate.after.loadTimeout.listPersistence.loading' },
  { type: 'xstate.after.loadTimeout.listPersistence.reloading' },
  { type: 'xstate.after.retry.listPersistence.loadFailed' },
  { type: 'xstate.after.retry.listPersistence.saveFailed' },
  { type: 'xstate.after.throttle.listPersistence.coolingDown' },
  { type: 'xstate.after.throttle.listPersistence.throttling' },
  { type: 'xstate.after.saveTimeout.listPersistence.saving' },
  { type: 'persistence.changed' },
  { type: 'persistence.flush' },
  { type: 'persistence.remoteSaved' },
  { type: 'persistence.acknowledged' },
  { type: 'persistence.retry' },
];

interface ModelContext {
  failures: number;
  incident: Incident | null;
  asideKeys: string[];
}

/**
 * The model's state: the machine's state and what it decides with. Failures in a row are capped at
 * six, from where the retry waits its longest (30 s), so the walk ends and still sees every step of
 * the backoff.
 */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { failures, incident, asideKeys } = snapshot.context as ModelContext;
  return [snapshot.value, Math.min(failures, 6), incident?.acknowledged ?? null, asideKeys.length > 0];
}

// Written out, not computed from the constants under test: a wrong backoff or throttle fails here.
const backoffMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
function delayOf(snapshot: { value: unknown; context?: unknown }, eventType: string) {
  const { failures } = snapshot.context as ModelContext;
  if (eventType.startsWith('xstate.after.retry.')) return backoffMs[Math.min(failures, 6) - 1];
  if (eventType.startsWith('xstate.after.throttle.')) return 1_000;
  if (eventType.startsWith('xstate.after.loadTimeout.')) return 10_000;
  if (eventType.startsWith('xstate.after.saveTimeout.')) return 30_000;
  return undefined;
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 744;

describe('list persistence, model-based (every state, the retry backoff)', () => {
  it('every state and transition is reachable, and every delayed one fires exactly at its delay', async () => {
    const machine = listPersistenceMachine.provide({
      actors: { watch: fromCallback(() => () => {}) },
      actions: { noteUnsaved: () => {} },
    });
    const walked = await walkEveryTransition(machine, {
      input: { list: 'chats', scope: { tenant: 'corporate', userId: 'alice' } },
      events,
      invokes: { load: 'load', save: 'save' },
      serializeState: modelState,
      delayOf,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.allStates).toHaveLength(12);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
