import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import {
  auditStreamHandler,
  createPromptHandler,
  deletePromptHandler,
  exampleDepartments,
  exampleModels,
  exampleUserDepartments,
  modelsHandler,
  promptsHandler,
  updatePromptHandler,
  userDepartmentsHandler,
} from '../../test/msw/handlers/audit';
import { ApiError } from './api-error';
import type { PromptInput } from '../../contracts/audit-api';
import { auditBackend, createAuditClient } from './audit-client';
import { recordRequests, rejectionOf, testDeps } from './testing';

describe('the audit client', () => {
  setupMswForSuite();

  const input: PromptInput = {
    department_code: 'IA',
    description: 'Prüft Verträge',
    draft: false,
    private: false,
    prompt_name: 'Vertragsprüfung',
    prompt_template: 'Prüfe {query}',
  };

  function audit() {
    const setup = testDeps();
    return { ...setup, backend: auditBackend(createAuditClient(setup.deps)) };
  }

  describe('the audit load calls', () => {
    it('models, prompts and departments come back as the contract types', async () => {
      mswServer.use(modelsHandler(), promptsHandler(), userDepartmentsHandler());
      const { backend } = audit();
      expect(await backend.listModels()).toEqual(exampleModels);
      expect(await backend.listPrompts()).toEqual(exampleDepartments);
      expect(await backend.listUserDepartments()).toEqual(exampleUserDepartments);
    });

    it('a failed load step is an ApiError with its status', async () => {
      mswServer.use(promptsHandler({ status: 403, detail: 'Not in the audit group.' }));
      expect(await rejectionOf(audit().backend.listPrompts())).toMatchObject({ status: 403, body: { detail: 'Not in the audit group.' } });
    });
  });

  describe('POST /v1/rag/stream', () => {
    it('gives the plain-text answer as a stream', async () => {
      mswServer.use(auditStreamHandler({ pieces: ['Kein ', 'Risiko ', 'erkennbar – ✅'] }));
      const query = { model: 'gpt-audit', query: 'Vertrag X', prompt_template: 'Prüfe {query}', risk_assesment: true, temperature: 0.2, agentmode: false };
      const requests = recordRequests();

      const answer = await audit().backend.streamAudit(query);

      expect(await new Response(answer.text).text()).toBe('Kein Risiko erkennbar – ✅');
      expect(answer.budgetWarning).toBeUndefined();
      expect(answer.ledgerId).toBeUndefined();
      expect(await requests[0]?.clone().json()).toEqual(query);
    });

    it("tells the answer's ledger id from its Studio-Ledger-Id header (what a vote on it names)", async () => {
      mswServer.use(http.post(`${defaultApiBase}/v1/rag/stream`, () => new HttpResponse('ok', { headers: { 'Studio-Ledger-Id': '4711' } })));
      const query = { model: 'm', query: 'q', prompt_template: '', risk_assesment: false, temperature: 0, agentmode: false };
      const answer = await audit().backend.streamAudit(query);
      expect(answer.ledgerId).toBe('4711');
      expect(await new Response(answer.text).text()).toBe('ok');
    });

    it('a 429 is an ApiError', async () => {
      mswServer.use(auditStreamHandler({ status: 429, detail: 'Too many requests. Please try again later.' }));
      const query = { model: 'm', query: 'q', prompt_template: '', risk_assesment: false, temperature: 0, agentmode: false };
      expect(await rejectionOf(audit().backend.streamAudit(query))).toMatchObject({ status: 429 });
    });
  });

  describe('the prompt store', () => {
    it('create, update and delete send their calls and give the prompt id', async () => {
      mswServer.use(createPromptHandler({ body: { prompt_id: 'p-7' } }), updatePromptHandler({ body: { prompt_id: 'p-7' } }), deletePromptHandler());
      const requests = recordRequests();
      const { backend } = audit();

      expect(await backend.createPrompt(input)).toBe('p-7');
      expect(await backend.updatePrompt('p-7', { ...input, draft: true })).toBe('p-7');
      await expect(backend.deletePrompt('p-7')).resolves.toBeUndefined();

      expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
        'POST /v1/prompt',
        'PUT /v1/prompt/p-7',
        'DELETE /v1/prompt/p-7',
      ]);
    });

    it('a prompt id is encoded into the path', async () => {
      mswServer.use(deletePromptHandler());
      const requests = recordRequests();
      await audit().backend.deletePrompt('a/b c');
      expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v1/prompt/a%2Fb%20c');
    });

    // tools.md §8: 403 permission denied, 404 not found, 409 already exists, 422 generic with the status.
    it.each([
      [403, 'You do not have permission to update this prompt.'],
      [404, 'Prompt not found.'],
      [409, 'Prompt already exists.'],
      [422, 'prompt_name must not be blank'],
    ] as const)('updating: a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(updatePromptHandler({ status, detail }));
      const error = await rejectionOf(audit().backend.updatePrompt('p-1', input));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, body: { detail } });
    });

    it.each([
      [403, 'The department is not one of yours.'],
      [409, 'Prompt already exists.'],
      [422, 'prompt_template must not be blank'],
    ] as const)('creating: a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(createPromptHandler({ status, detail }));
      expect(await rejectionOf(audit().backend.createPrompt(input))).toMatchObject({ status, body: { detail } });
    });

    it.each([
      [403, 'You do not have permission to delete this prompt.'],
      [404, 'Prompt not found.'],
    ] as const)('deleting: a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(deletePromptHandler({ status, detail }));
      expect(await rejectionOf(audit().backend.deletePrompt('p-1'))).toMatchObject({ status, body: { detail } });
    });

    it('a 401 on a prompt call tells the shell', async () => {
      mswServer.use(deletePromptHandler({ status: 401, detail: 'The token has expired.' }));
      const { backend, onSessionExpired } = audit();
      expect(await rejectionOf(backend.deletePrompt('p-1'))).toMatchObject({ status: 401 });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });
  });
});
