import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { takeAlongMachine } from './take-along.machine';
import type { ImportReport, ImportSummary } from './take-along.types';

// The planner and the writer report by the events the walk sends (takeAlong.progress, .planned,
// .applied, .failed): stand-ins that say nothing of their own.
const machine = takeAlongMachine.provide({ actors: { plan: fromCallback(() => () => {}), apply: fromCallback(() => () => {}) } });

/** The export is a promise invoked without an id of its own: xstate names it after its state. */
const exportingInvoke = '0.takeAlong.exporting';

const summary: ImportSummary = {
  exportedAt: 1_800_000_000_000,
  lists: [{ tool: 'chat', list: 'chats', counts: { added: 2, updated: 0, unchanged: 0, expired: 1, notUsable: 0, deletedHere: 1 } }],
  settings: [],
  deletedHere: [{ tool: 'chat', list: 'chats', id: 'gone', name: 'Trip', deletedAt: 5 }],
};
const report: ImportReport = { lists: [{ tool: 'chat', list: 'chats', added: 2, updated: 0, skipped: false, failed: false }], settings: 0 };
const file = new Blob(['{"format":"studio-take-along"}'], { type: 'application/json' });

const events = [
  { type: 'takeAlong.export' },
  doneEvent(exportingInvoke),
  errorEvent(exportingInvoke, new Error('The download was refused.')),
  { type: 'takeAlong.choose', file },
  { type: 'takeAlong.progress', step: 'checking', done: 40 },
  { type: 'takeAlong.planned', outcome: { ok: true, summary } },
  { type: 'takeAlong.planned', outcome: { ok: false, refusal: { reason: 'otherUser' } } },
  { type: 'takeAlong.failed', message: 'The file could not be read.' },
  { type: 'takeAlong.tick', id: 'chat/chats/gone', ticked: true },
  { type: 'takeAlong.tick', id: 'chat/chats/gone', ticked: false },
  { type: 'takeAlong.confirm' },
  { type: 'takeAlong.cancel' },
  { type: 'takeAlong.applied', report },
];

// State × event pairs that change something (the model's state is the machine's value and its
// whole context); fewer or more means the model changed. 45: the 43 before, and Cancel while a
// file is checked (from each of its two progress states).
const EXPECTED_TRANSITIONS = 45;

describe('taking the chats along, model-based (export, a file checked, summarised, written)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, { input: undefined, events, invokes: { [exportingInvoke]: 'exportFile' } });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  });
});
