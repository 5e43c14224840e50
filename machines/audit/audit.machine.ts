import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { answerSettleAtOnce, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import { answerFeedbackMachine } from '../feedback/answer-feedback.machine';
import { statusOf } from '../../domain/error-status';
import { auditLoadMachine } from './audit-load.machine';
import { draftComplete, draftOf, findPrompt, queryReady, sanitizeTemperature } from './audit-selection';
import type { AuditDepartment, AuditPrompt, AuditQuery, PromptInput } from '../../contracts/audit-api';
import type { BudgetState } from '../../contracts/usage-api';
import { emptyPromptDraft } from './audit.types';

/** What an exported answer says about where it came from. */
export interface AnswerProvenance {
  promptName: string | null;
  promptVersion: number | null;
  department: string | null;
  model: string;
  temperature: number;
  risk: boolean;
  query: string;
  /** When it was asked, epoch ms. */
  askedAt: number;
}

export type StreamReport =
  | { type: 'answer.piece'; text: string }
  | { type: 'answer.finished' }
  /** A budget of the caller is at 80 % or more as the answer starts (the answer's header). */
  | { type: 'answer.budgetWarning'; budget: BudgetState }
  /** The answer's ledger row (its header), which a vote on it names. */
  | { type: 'answer.ledgerId'; ledgerId: string }
  /** `budget`: a budget refused the question (a 429 that says which), not the model server. */
  | { type: 'answer.failed'; status: number | null; budget?: BudgetState };

export type PromptOperation =
  | { op: 'create'; body: PromptInput }
  | { op: 'update'; id: string; body: PromptInput; candidate?: boolean }
  | { op: 'delete'; id: string; name: string };

export type AuditEvent =
  | ToolEvent
  | StreamReport
  | { type: 'audit.selectDepartment'; code: string | null }
  | { type: 'audit.selectPrompt'; prompt: AuditPrompt | null }
  | { type: 'audit.selectModel'; name: string }
  | { type: 'audit.setTemperature'; value: number }
  | { type: 'audit.setRisk'; value: boolean }
  | { type: 'audit.toggleEditor' }
  | { type: 'audit.editQuery'; text: string }
  | { type: 'audit.send'; body: AuditQuery; provenance: AnswerProvenance }
  | { type: 'audit.cancel' }
  | { type: 'audit.editOutput'; text: string }
  | { type: 'audit.deleteOutput' }
  | { type: 'audit.editDraft'; changes: Partial<PromptInput> }
  | { type: 'audit.clearDraft' }
  | { type: 'audit.savePrompt'; operation: PromptOperation }
  /** The prompts were read again after a save, a make-live or a restore (the wiring forwards the load's news). */
  | { type: 'audit.promptsReloaded'; departments: AuditDepartment[] }
  | { type: 'load.retry' };

export type AuditEmitted =
  | { type: 'answer.aborted' }
  | { type: 'answer.failed'; status: number | null; budget?: BudgetState }
  | { type: 'answer.budgetWarning'; budget: BudgetState }
  | { type: 'prompt.saved'; op: PromptOperation['op']; name: string }
  | { type: 'prompt.failed'; op: PromptOperation['op']; status: number | null; detail: string | null };

export interface AuditContext {
  departmentCode: string | null;
  promptId: string | null;
  /** The chosen model's name; the view shows the first model when it is null or gone. */
  modelName: string | null;
  temperature: number;
  risk: boolean;
  editor: boolean;
  query: string;
  output: string;
  provenance: AnswerProvenance | null;
  /** The shown answer's ledger id (the server's header); null: none, and no vote on it. */
  ledgerId: string | null;
  draft: PromptInput;
  /** The operation under way, for its reply. */
  pending: PromptOperation | null;
}

const initialContext = (): AuditContext => ({
  departmentCode: null,
  promptId: null,
  modelName: null,
  temperature: 0,
  risk: false,
  editor: false,
  query: '',
  output: '',
  provenance: null,
  ledgerId: null,
  draft: emptyPromptDraft(),
  pending: null,
});

const detailOf = (error: unknown): string | null => {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : null;
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : null;
  return typeof detail === 'string' ? detail : null;
};

const promptName = (operation: PromptOperation) => (operation.op === 'delete' ? operation.name : operation.body.prompt_name.trim());

/**
 * The audit assistant (tools.md §2, §4, §5): the load sequence as a child
 * (`audit.load`), the sidebar's selection, the query and its streamed answer, and the prompt
 * editor's draft and saves. The stream and the saves are effects the wiring provides.
 */
const auditSetup = setup({
  types: {
    tags: {} as 'saving' | 'waiting',
    input: {} as ToolInput,
    context: {} as AuditContext,
    events: {} as AuditEvent,
    emitted: {} as AuditEmitted,
    children: {} as { load: 'load'; feedback: 'feedback' },
  },
  actors: {
    load: auditLoadMachine,
    feedback: answerFeedbackMachine,
    streamAnswer: fromCallback<StreamReport, { body: AuditQuery }>(() => {
      throw new Error('streamAnswer must be provided');
    }),
    savePrompt: fromPromise<string, PromptOperation>(() => Promise.reject(new Error('savePrompt must be provided'))),
  },
  actions: {
    // The vote belongs to the answer on screen: a new one (or none) starts without one.
    tellFeedback: sendTo('feedback', ({ context }) => ({ type: 'feedback.answer' as const, ledgerId: context.ledgerId })),
  },
  guards: {
    canSend: ({ event }) => event.type === 'audit.send' && queryReady(event.body.query),
    canSave: ({ event }) =>
      event.type === 'audit.savePrompt' && (event.operation.op === 'delete' || draftComplete(event.operation.body)),
  },
});

/** Nothing to keep: a half answer is not worth holding a sign-out for. */
const answerSettle = answerSettleAtOnce(auditSetup, 'audit');

export const auditMachine = auditSetup.createMachine({
  id: 'audit',
  context: initialContext,
  invoke: [
    { id: 'load', systemId: 'audit.load', src: 'load' },
    { id: 'feedback', systemId: 'audit.feedback', src: 'feedback' },
  ],
  type: 'parallel',
  on: {
    'audit.selectDepartment': {
      actions: assign(({ context, event }) => ({
        departmentCode: event.code,
        // tools.md §4: a department's prompt list replaces the prompt, except while editing.
        promptId: context.editor ? context.promptId : null,
        draft: context.editor && event.code ? { ...context.draft, department_code: event.code } : context.draft,
      })),
    },
    'audit.selectPrompt': {
      actions: assign(({ context, event }) =>
        event.prompt
          ? { promptId: event.prompt.id, departmentCode: event.prompt.department_code, draft: draftOf(event.prompt) }
          : { promptId: null, draft: context.editor ? context.draft : emptyPromptDraft(context.departmentCode ?? '') },
      ),
    },
    'audit.selectModel': { actions: assign({ modelName: ({ event }) => event.name }) },
    'audit.setTemperature': { actions: assign({ temperature: ({ event }) => sanitizeTemperature(event.value) }) },
    'audit.setRisk': { actions: assign({ risk: ({ event }) => event.value }) },
    'audit.toggleEditor': { actions: assign({ editor: ({ context }) => !context.editor }) },
    'audit.editQuery': { actions: assign({ query: ({ event }) => event.text }) },
    'audit.editDraft': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
    'audit.clearDraft': {
      actions: assign(({ context }) => ({ draft: emptyPromptDraft(context.departmentCode ?? ''), promptId: null })),
    },
    // The editor shows what is stored: a draft left from before a restore would store the old text again.
    'audit.promptsReloaded': {
      actions: assign(({ context, event }) => {
        const stored = findPrompt(event.departments, context.promptId);
        return stored ? { draft: draftOf(stored) } : {};
      }),
    },
    'load.retry': { actions: sendTo('load', { type: 'load.retry' }) },
    // Another user (or nobody) now: nothing of the last one's stays.
    'session.scopeChanged': {
      target: ['.answer.idle', '.prompts.idle'],
      actions: [assign(() => initialContext()), sendTo('load', { type: 'load.restart' }), sendTo('feedback', { type: 'feedback.reset' })],
    },
  },
  states: {
    answer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'audit.send': {
              guard: 'canSend',
              target: 'streaming',
              // tools.md §4: the output is cleared on send.
              actions: [assign({ output: '', ledgerId: null, provenance: ({ event }) => event.provenance }), 'tellFeedback'],
            },
            'audit.editOutput': { actions: assign({ output: ({ event }) => event.text }) },
            'audit.deleteOutput': { actions: [assign({ output: '', provenance: null, ledgerId: null }), 'tellFeedback'] },
          },
        },
        streaming: {
          tags: ['waiting'],
          invoke: {
            src: 'streamAnswer',
            input: ({ event }) => ({ body: (event as Extract<AuditEvent, { type: 'audit.send' }>).body }),
          },
          on: {
            'answer.ledgerId': { actions: [assign({ ledgerId: ({ event }) => event.ledgerId }), 'tellFeedback'] },
            'answer.piece': { actions: assign({ output: ({ context, event }) => context.output + event.text }) },
            'answer.finished': 'idle',
            'answer.budgetWarning': { actions: emit(({ event }) => ({ type: 'answer.budgetWarning' as const, budget: event.budget })) },
            'answer.failed': {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'answer.failed' as const, status: event.status, ...(event.budget ? { budget: event.budget } : {}) })),
            },
            'audit.cancel': { target: 'idle', actions: emit({ type: 'answer.aborted' as const }) },
            'tool.settle': { target: 'idle', actions: answerSettle },
            'page.leaving': 'idle',
          },
        },
      },
      on: { 'tool.settle': { actions: answerSettle } },
    },
    prompts: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'audit.savePrompt': { guard: 'canSave', target: 'saving', actions: assign({ pending: ({ event }) => event.operation }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'savePrompt',
            src: 'savePrompt',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                emit(({ context }) => ({ type: 'prompt.saved' as const, op: context.pending!.op, name: promptName(context.pending!) })),
                assign(({ context, event }) => {
                  const operation = context.pending!;
                  // tools.md §4: create and update reselect the prompt; delete clears the selection.
                  return operation.op === 'delete'
                    ? { pending: null, promptId: null, draft: emptyPromptDraft(context.departmentCode ?? '') }
                    : { pending: null, promptId: event.output, departmentCode: operation.body.department_code };
                }),
                sendTo('load', { type: 'load.reloadPrompts' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                emit(({ context, event }) => ({
                  type: 'prompt.failed' as const,
                  op: context.pending!.op,
                  status: statusOf(event.error),
                  detail: detailOf(event.error),
                })),
                assign({ pending: null }),
              ],
            },
          },
        },
      },
    },
  },
});
