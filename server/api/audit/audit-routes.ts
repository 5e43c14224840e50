import type { ApiContext } from '../api-context';
import { readJson } from '../http/body';
import { sendJson } from '../http/errors';
import type { RequestContext, Route } from '../http/route';
import { createRateLimiter } from '../chat/rate-limiter';
import { auditSettings, departmentsOf, type AuditSettings } from './audit-settings';
import { createAuditStreamHandler } from './audit-stream';
import { parsePromptInput } from './prompt-input';
import { createPromptStore, type StoredPrompt } from './prompt-store';

const maxPromptBodyBytes = 512 * 1024;
const tools = ['audit'] as const;
const toolName = 'the audit assistant';

/** Departments in configuration order, each with the visible prompts filed under it. */
function groupByDepartment(settings: AuditSettings, memberOf: readonly string[], prompts: readonly StoredPrompt[]) {
  const shown = settings.departments.filter(
    (department) => memberOf.includes(department.code) || prompts.some((prompt) => prompt.department_code === department.code),
  );
  return shown.map((department) => ({
    department_code: department.code,
    department_name: department.name,
    prompts: prompts.filter((prompt) => prompt.department_code === department.code),
  }));
}

/**
 * The audit assistant's endpoints (tools.md §7, issue 12). Settings come from the
 * environment (AUDIT_DEPARTMENTS, AUDIT_MODELS) unless a test passes its own.
 */
export function auditRoutes(context: ApiContext, settings: AuditSettings = auditSettings(process.env, context.llm)): Route[] {
  const store = createPromptStore(context.db, context.now);
  const codesOf = (identity: RequestContext['identity']) => departmentsOf(identity.groups, settings).map((d) => d.code);
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({ method, path, tools, toolName, handle });
  const readPrompt = async (req: RequestContext['req']) =>
    parsePromptInput(await readJson(req, maxPromptBodyBytes, 'The prompt is too large.'));

  return [
    route('GET', '/v1/models', async ({ res }) => sendJson(res, 200, settings.models)),
    route('GET', '/v1/departments', async ({ res, identity }) =>
      sendJson(
        res,
        200,
        departmentsOf(identity.groups, settings).map((d) => ({ department_code: d.code, department_name: d.name })),
      ),
    ),
    route('GET', '/v1/prompts', async ({ res, identity }) => {
      const codes = codesOf(identity);
      sendJson(res, 200, groupByDepartment(settings, codes, await store.visible(identity, codes)));
    }),
    route('POST', '/v1/prompt', async ({ req, res, identity }) => {
      const fields = await readPrompt(req);
      sendJson(res, 200, { prompt_id: await store.create(identity, codesOf(identity), fields) });
    }),
    route('PUT', '/v1/prompt/:id', async ({ req, res, identity, params }) => {
      const fields = await readPrompt(req);
      sendJson(res, 200, { prompt_id: await store.update(identity, codesOf(identity), params.id!, fields) });
    }),
    route('DELETE', '/v1/prompt/:id', async ({ res, identity, params }) => {
      await store.remove(identity, params.id!);
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
    }),
    route('GET', '/v1/prompt/:id/versions', async ({ res, identity, params }) =>
      sendJson(res, 200, await store.versions(identity, codesOf(identity), params.id!)),
    ),
    route(
      'POST',
      '/v1/rag/stream',
      createAuditStreamHandler({
        settings,
        limiter: createRateLimiter(context.rateLimitPerMinute, context.now),
        llm: context.llm,
        offlinePaceMs: context.offlinePaceMs,
      }),
    ),
  ];
}
