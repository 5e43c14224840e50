import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { auditLoadMachine } from './audit-load.machine';
import type { AuditPrompt, AuditQuery } from '../../contracts/audit-api';
import { auditMachine, type AuditEmitted, type PromptOperation, type StreamReport } from './audit.machine';

const body: AuditQuery = { model: 'm', query: 'Q', prompt_template: '', risk_assesment: false, temperature: 0, agentmode: false };
const provenance = { promptName: null, promptVersion: null, department: null, model: 'm', temperature: 0, risk: false, query: 'Q', askedAt: 1 };
const prompt: AuditPrompt = {
  id: 'p1', prompt_name: 'P', description: 'd', prompt_template: 't', department_code: 'IT', private: false, draft: false, user_id: 'alice', version: 1,
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(save: (operation: PromptOperation) => Promise<string> = async () => 'p-new') {
  const streams: Array<{ sendBack: (report: StreamReport) => void; stopped: boolean }> = [];
  const loads: string[] = [];
  const logic = auditMachine.provide({
    actors: {
      load: auditLoadMachine.provide({
        actors: {
          checkToken: fromPromise<void>(async () => undefined),
          loadModels: fromPromise(async () => [{ name: 'm', hint: '' }]),
          loadPrompts: fromPromise(async () => {
            loads.push('prompts');
            return [{ department_code: 'IT', department_name: 'IT', prompts: [prompt] }];
          }),
          loadDepartments: fromPromise(async () => [{ department_code: 'IT', department_name: 'IT' }]),
        },
      }),
      streamAnswer: fromCallback<StreamReport, { body: AuditQuery }>(({ sendBack }) => {
        const entry = { sendBack, stopped: false };
        streams.push(entry);
        return () => {
          entry.stopped = true;
        };
      }),
      savePrompt: fromPromise<string, PromptOperation>(({ input }) => save(input)),
    },
  });
  const actor = createActor(logic, { input: { scope: null } });
  const told: AuditEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  actor.start();
  return { actor, streams, told, loads };
}

describe('the audit machine', () => {
  it('selecting a department clears the prompt, except in the editor', () => {
    const { actor } = start();
    actor.send({ type: 'audit.selectPrompt', prompt });
    expect(actor.getSnapshot().context).toMatchObject({ promptId: 'p1', departmentCode: 'IT' });
    actor.send({ type: 'audit.selectDepartment', code: 'FIN' });
    expect(actor.getSnapshot().context.promptId).toBeNull();
    actor.send({ type: 'audit.selectPrompt', prompt });
    actor.send({ type: 'audit.toggleEditor' });
    actor.send({ type: 'audit.selectDepartment', code: 'FIN' });
    expect(actor.getSnapshot().context).toMatchObject({ promptId: 'p1', departmentCode: 'FIN' });
  });

  it('clears the output on send, appends the pieces, and refuses a blank query', () => {
    const { actor, streams } = start();
    actor.send({ type: 'audit.send', body: { ...body, query: '  ' }, provenance });
    expect(streams).toHaveLength(0);
    actor.send({ type: 'audit.editOutput', text: 'old' });
    actor.send({ type: 'audit.send', body, provenance });
    expect(actor.getSnapshot().context.output).toBe('');
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    // The output cannot be edited while it arrives.
    actor.send({ type: 'audit.editOutput', text: 'meddled' });
    streams[0]!.sendBack({ type: 'answer.piece', text: 'Hello ' });
    streams[0]!.sendBack({ type: 'answer.piece', text: 'world' });
    streams[0]!.sendBack({ type: 'answer.finished' });
    expect(actor.getSnapshot().context.output).toBe('Hello world');
    expect(actor.getSnapshot().hasTag('waiting')).toBe(false);
  });

  it('cancel stops the stream and tells the abort; a failure tells its status', () => {
    const { actor, streams, told } = start();
    actor.send({ type: 'audit.send', body, provenance });
    actor.send({ type: 'audit.cancel' });
    expect(streams[0]!.stopped).toBe(true);
    actor.send({ type: 'audit.send', body, provenance });
    streams[1]!.sendBack({ type: 'answer.failed', status: 502 });
    expect(told).toEqual([{ type: 'answer.aborted' }, { type: 'answer.failed', status: 502 }]);
  });

  it('answers tool.settle at once, stopping an answer under way', () => {
    const { actor, streams } = start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'audit.send', body, provenance });
    actor.send({ type: 'tool.settle', replyTo });
    expect(streams[0]!.stopped).toBe(true);
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'audit' }]);
  });

  it('a save reselects the prompt, reloads the prompts and tells which; delete clears the selection', async () => {
    const { actor, told, loads } = start();
    await settled();
    const draft = { prompt_name: ' New ', description: 'd', prompt_template: 't', department_code: 'IT', private: true, draft: false };
    actor.send({ type: 'audit.savePrompt', operation: { op: 'create', body: draft } });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ promptId: 'p-new', departmentCode: 'IT' });
    expect(loads).toHaveLength(2);
    actor.send({ type: 'audit.savePrompt', operation: { op: 'delete', id: 'p-new', name: 'New' } });
    await settled();
    expect(actor.getSnapshot().context.promptId).toBeNull();
    expect(told).toEqual([
      { type: 'prompt.saved', op: 'create', name: 'New' },
      { type: 'prompt.saved', op: 'delete', name: 'New' },
    ]);
  });

  it('refuses an incomplete draft, and tells a failed save with its status and detail', async () => {
    const failing = async () => {
      throw Object.assign(new Error('forbidden'), { status: 403, body: { detail: 'You do not have permission to update this prompt.' } });
    };
    const { actor, told } = start(failing);
    await settled();
    const blank = { prompt_name: ' ', description: 'd', prompt_template: 't', department_code: 'IT', private: false, draft: false };
    actor.send({ type: 'audit.savePrompt', operation: { op: 'create', body: blank } });
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    actor.send({ type: 'audit.savePrompt', operation: { op: 'update', id: 'p1', body: { ...blank, prompt_name: 'P' } } });
    await settled();
    expect(told).toEqual([
      { type: 'prompt.failed', op: 'update', status: 403, detail: 'You do not have permission to update this prompt.' },
    ]);
  });
});

it('answers tool.settle at once when nothing is under way', () => {
  const { actor } = start();
  const replies: unknown[] = [];
  const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
  actor.send({ type: 'tool.settle', replyTo });
  expect(replies).toEqual([{ type: 'tool.settled', tool: 'audit' }]);
});

it('another user (or nobody) now: the selection, the answer and the loaded lists start over', async () => {
  const { actor, loads } = start();
  await settled();
  actor.send({ type: 'audit.selectPrompt', prompt });
  actor.send({ type: 'audit.editQuery', text: 'Q' });
  actor.send({ type: 'session.scopeChanged', scope: null });
  expect(actor.getSnapshot().context).toMatchObject({ promptId: null, departmentCode: null, query: '' });
  await settled();
  expect(loads).toHaveLength(2);
});
