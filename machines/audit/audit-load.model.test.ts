import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import { auditLoadMachine, type AuditLoadEmitted } from './audit-load.machine';
import type { AuditDepartment } from '../../contracts/audit-api';

const models = [{ name: 'gpt-audit', hint: 'Default' }];
const departments: AuditDepartment[] = [{ department_code: 'IT', department_name: 'IT', prompts: [] }];
const userDepartments = [{ department_code: 'IT', department_name: 'IT' }];
const failure = { status: 500 };

const events = [
  { type: 'load.retry' },
  { type: 'load.restart' },
  { type: 'load.reloadPrompts' },
  doneEvent('checkToken'),
  errorEvent('checkToken', failure),
  doneEvent('loadModels', models),
  errorEvent('loadModels', failure),
  doneEvent('loadPrompts', departments),
  errorEvent('loadPrompts', failure),
  doneEvent('loadDepartments', userDepartments),
  errorEvent('loadDepartments', failure),
  doneEvent('reloadPrompts', departments),
  errorEvent('reloadPrompts', failure),
];
const invokes = {
  checkToken: 'checkToken',
  loadModels: 'loadModels',
  loadPrompts: 'loadPrompts',
  loadDepartments: 'loadDepartments',
  reloadPrompts: 'loadPrompts',
};

describe('audit load sequence, model-based', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(auditLoadMachine, { input: undefined, events, invokes });
    expect(walked.visited).toEqual(walked.allStates);
    // Four steps, each done or failed (8); a retry from each distinct failed state (after the token or
    // models step, after prompts, after departments: 3); reload, its done and its failure (3); a restart
    // from every state but the first (8: loading models, prompts, departments, ready, reloading, 3 failed).
    expect(walked.transitions).toBe(22);
  });
});

describe('audit load sequence', () => {
  const run = (fail: string | null) => {
    const calls: string[] = [];
    const step = <T,>(name: string, output: T) =>
      fromPromise<T>(async () => {
        calls.push(name);
        if (name === fail) throw Object.assign(new Error(`${name} failed`), { status: 503 });
        return output;
      });
    const actor = createActor(
      auditLoadMachine.provide({
        actors: {
          checkToken: step<void>('checkToken', undefined),
          loadModels: step('loadModels', models),
          loadPrompts: step('loadPrompts', departments),
          loadDepartments: step('loadDepartments', userDepartments),
        },
      }),
    );
    const told: AuditLoadEmitted[] = [];
    actor.on('*', (event) => told.push(event));
    actor.start();
    return { actor, calls, told };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads in the order of the spec and ends ready with everything', async () => {
    const { actor, calls, told } = run(null);
    await settled();
    expect(calls).toEqual(['checkToken', 'loadModels', 'loadPrompts', 'loadDepartments']);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ models, departments, userDepartments });
    expect(told).toEqual([]);
  });

  it.each([
    ['checkToken', 'token', ['checkToken']],
    ['loadModels', 'models', ['checkToken', 'loadModels']],
    ['loadPrompts', 'prompts', ['checkToken', 'loadModels', 'loadPrompts']],
    ['loadDepartments', 'departments', ['checkToken', 'loadModels', 'loadPrompts', 'loadDepartments']],
  ])('stops the chain when %s fails and tells the step and status', async (failing, step, expectedCalls) => {
    const { actor, calls, told } = run(failing);
    await settled();
    expect(calls).toEqual(expectedCalls);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(told).toEqual([{ type: 'load.failed', step, status: 503 }]);
  });
});
