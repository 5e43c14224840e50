import { assign, emit, fromPromise, setup } from 'xstate';
import type { AuditCatalogue, AuditDepartmentList, AuditModelList, UserDepartmentList } from './audit.types';
import { statusOf } from '../../domain/error-status';

/** The load sequence's steps, in order (tools.md §4): a failed one stops the chain. */
export type LoadStep = 'token' | 'models' | 'prompts' | 'departments';

/** Told to the wiring: a step failed (its warning toast with the status), or the prompts were reloaded. */
export type AuditLoadEmitted =
  | { type: 'load.failed'; step: LoadStep; status: number | null }
  | { type: 'load.promptsReloaded'; catalogue: AuditCatalogue };

export type AuditLoadEvent =
  | { type: 'load.retry' }
  | { type: 'load.reloadPrompts' }
  /** Another user (or nobody) now: what was loaded is the last one's; start over. */
  | { type: 'load.restart' };

const emptyCatalogue = (): AuditCatalogue => ({ models: [], departments: [], userDepartments: [] });

/**
 * The audit assistant's load sequence (tools.md §4): token check → models → prompts
 * → the user's departments → ready. Each step is an effect the wiring provides; a failed one
 * stops the chain in `failed` and tells its step and status. Once ready, the prompts can be
 * reloaded (after a create, update or delete).
 */
export const auditLoadMachine = setup({
  types: {
    tags: {} as 'failed' | 'loading' | 'ready' | 'reloading',
    context: {} as AuditCatalogue,
    events: {} as AuditLoadEvent,
    emitted: {} as AuditLoadEmitted,
  },
  actors: {
    checkToken: fromPromise<void>(() => Promise.reject(new Error('checkToken must be provided'))),
    loadModels: fromPromise<AuditModelList>(() => Promise.reject(new Error('loadModels must be provided'))),
    loadPrompts: fromPromise<AuditDepartmentList>(() => Promise.reject(new Error('loadPrompts must be provided'))),
    loadDepartments: fromPromise<UserDepartmentList>(() => Promise.reject(new Error('loadDepartments must be provided'))),
  },
  actions: {
    fail: emit((_, params: { step: LoadStep; error: unknown }) => ({
      type: 'load.failed' as const,
      step: params.step,
      status: statusOf(params.error),
    })),
  },
}).createMachine({
  id: 'auditLoad',
  context: emptyCatalogue,
  initial: 'checkingToken',
  on: { 'load.restart': { target: '.checkingToken', actions: assign(emptyCatalogue), reenter: true } },
  states: {
    checkingToken: {
      tags: ['loading'],
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        onDone: 'loadingModels',
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ step: 'token', error: event.error }) } },
      },
    },
    loadingModels: {
      tags: ['loading'],
      invoke: {
        id: 'loadModels',
        src: 'loadModels',
        onDone: { target: 'loadingPrompts', actions: assign({ models: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ step: 'models', error: event.error }) } },
      },
    },
    loadingPrompts: {
      tags: ['loading'],
      invoke: {
        id: 'loadPrompts',
        src: 'loadPrompts',
        onDone: { target: 'loadingDepartments', actions: assign({ departments: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ step: 'prompts', error: event.error }) } },
      },
    },
    loadingDepartments: {
      tags: ['loading'],
      invoke: {
        id: 'loadDepartments',
        src: 'loadDepartments',
        onDone: { target: 'ready', actions: assign({ userDepartments: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ step: 'departments', error: event.error }) } },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'load.reloadPrompts': 'reloadingPrompts' },
    },
    reloadingPrompts: {
      tags: ['ready', 'reloading'],
      invoke: {
        id: 'reloadPrompts',
        src: 'loadPrompts',
        onDone: {
          target: 'ready',
          actions: [
            assign({ departments: ({ event }) => event.output }),
            emit(({ context }) => ({ type: 'load.promptsReloaded' as const, catalogue: context })),
          ],
        },
        // The list on screen stays; the toast says it could not be refreshed.
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ step: 'prompts', error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'load.retry': { target: 'checkingToken', actions: assign(emptyCatalogue) } },
    },
  },
});
