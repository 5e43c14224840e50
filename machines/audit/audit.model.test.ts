import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import type { AuditQuery, PromptInput } from '../../contracts/audit-api';
import { auditMachine, type AnswerProvenance } from './audit.machine';
import { emptyPromptDraft } from './audit.types';

// The load sequence has its own walk (audit-load.model.test.ts): here it is a stand-in, done at once.
const standIn = setup({}).createMachine({ initial: 'done', states: { done: { type: 'final' } } });
const machine = auditMachine.provide({
  actors: { load: standIn as never, streamAnswer: fromCallback(() => () => {}) },
});

const body = (query: string): AuditQuery => ({
  model: 'offline', query, prompt_template: 'Check {{query}}', risk_assesment: false, temperature: 0, agentmode: false,
});
const provenance: AnswerProvenance = {
  promptName: null, promptVersion: null, department: null, model: 'offline', temperature: 0, risk: false, query: 'q', askedAt: 0,
};
const complete: PromptInput = { ...emptyPromptDraft('IT'), prompt_name: 'Vendor review', description: 'Checks vendors', prompt_template: 'Review {{query}}' };
const studio = createActor(setup({}).createMachine({})).start();

const events = [
  { type: 'audit.send', body: body('Is the contract risky?'), provenance },
  { type: 'audit.send', body: body('   '), provenance },
  { type: 'answer.piece', text: 'Low risk.' },
  { type: 'answer.finished' },
  { type: 'answer.failed', status: 500 },
  { type: 'audit.cancel' },
  { type: 'page.leaving' },
  { type: 'tool.settle', replyTo: studio },
  { type: 'audit.editOutput', text: 'Edited.' },
  { type: 'audit.deleteOutput' },
  { type: 'audit.toggleEditor' },
  { type: 'audit.savePrompt', operation: { op: 'create', body: complete } },
  { type: 'audit.savePrompt', operation: { op: 'create', body: emptyPromptDraft('IT') } },
  { type: 'audit.savePrompt', operation: { op: 'delete', id: 'p1', name: 'Vendor review' } },
  doneEvent('savePrompt', 'p1'),
  errorEvent('savePrompt'),
  { type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'bob' } },
];

interface ModelContext {
  output: string;
  provenance: AnswerProvenance | null;
  editor: boolean;
  pending: { op: string } | null;
  promptId: string | null;
}

/** The machine's state and what its guards and views read, the answer's text reduced to "any". */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { output, provenance, editor, pending, promptId } = snapshot.context as ModelContext;
  return [snapshot.value, output !== '', provenance !== null, editor, pending?.op ?? null, promptId];
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 527;

describe('the audit assistant, model-based (the answer and the prompt saves side by side)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { scope: { tenant: 'corporate', userId: 'alice' } },
      events,
      invokes: { savePrompt: 'savePrompt' },
      serializeState: modelState,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
