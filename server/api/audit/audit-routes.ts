import type { ApiContext } from '../api-context';
import { readJson } from '../http/body';
import { sendJson } from '../http/errors';
import type { RequestContext, Route } from '../http/route';
import { createRateLimiter } from '../chat/rate-limiter';
import { requestLanguage } from '../http/language';
import { auditSettings, departmentsOf, modelsIn, type AuditSettings } from './audit-settings';
import { createAuditStreamHandler } from './audit-stream';
import { activityCsv, createActivityLog } from './prompt-activity';
import { parseCandidate, parsePromptInput, parseVersionChoice } from './prompt-input';
import { createPromptStore } from './prompt-store';
import type { StoredPrompt } from './prompt-versions';

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
 * The audit assistant's endpoints (tools.md §7). Settings come from the
 * environment (AUDIT_DEPARTMENTS, AUDIT_MODELS) unless a test passes its own.
 */
export function auditRoutes(context: ApiContext, settings: AuditSettings = auditSettings(process.env, context.llm)): Route[] {
  const store = createPromptStore(context.db, context.now);
  const activity = createActivityLog(context.db);
  const codesOf = (identity: RequestContext['identity']) => departmentsOf(identity.groups, settings, context.groupRules.matching).map((d) => d.code);
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({ method, path, tools, toolName, handle });
  const metered = (method: Route['method'], path: string, handle: Route['handle']): Route => ({ ...route(method, path, handle), metered: 'model' });
  // Prompt writes are no model call, but each one is kept for good (versions, the log): a rate limit per user.
  const writes = createRateLimiter(context.db, 'prompt-writes', context.usage.settings.promptWritesPerMinute, context.now);
  const readBody = (req: RequestContext['req']) => readJson(req, maxPromptBodyBytes, 'The prompt is too large.');
  const readPrompt = async (req: RequestContext['req']) => parsePromptInput(await readBody(req));
  const noContent = (res: RequestContext['res']) => {
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  };

  return [
    route('GET', '/v1/models', async ({ req, res }) => sendJson(res, 200, modelsIn(settings, requestLanguage(req)))),
    route('GET', '/v1/departments', async ({ res, identity }) =>
      sendJson(
        res,
        200,
        departmentsOf(identity.groups, settings, context.groupRules.matching).map((d) => ({ department_code: d.code, department_name: d.name })),
      ),
    ),
    route('GET', '/v1/prompts', async ({ res, identity }) => {
      const codes = codesOf(identity);
      sendJson(res, 200, groupByDepartment(settings, codes, await store.visible(identity, codes)));
    }),
    route('POST', '/v1/prompt', async ({ req, res, identity }) => {
      await writes.take(identity.userKey);
      const fields = await readPrompt(req);
      sendJson(res, 200, { prompt_id: await store.create(identity, codesOf(identity), fields) });
    }),
    route('PUT', '/v1/prompt/:id', async ({ req, res, identity, params }) => {
      await writes.take(identity.userKey);
      const body = await readBody(req);
      const fields = parsePromptInput(body);
      const candidate = parseCandidate(body);
      sendJson(res, 200, { prompt_id: await store.update(identity, codesOf(identity), params.id!, fields, candidate) });
    }),
    route('DELETE', '/v1/prompt/:id', async ({ res, identity, params }) => {
      await store.remove(identity, params.id!);
      noContent(res);
    }),
    route('GET', '/v1/prompt/:id/versions', async ({ res, identity, params }) =>
      sendJson(res, 200, await store.versions(identity, codesOf(identity), params.id!)),
    ),
    route('GET', '/v1/prompt/:id/usage', async ({ res, identity, params }) =>
      sendJson(res, 200, await store.usage(identity, codesOf(identity), params.id!)),
    ),
    route('POST', '/v1/prompt/:id/live', async ({ req, res, identity, params }) => {
      const { version } = parseVersionChoice(await readBody(req));
      await store.makeLive(identity, params.id!, version);
      noContent(res);
    }),
    route('POST', '/v1/prompt/:id/restore', async ({ req, res, identity, params }) => {
      const { version, candidate } = parseVersionChoice(await readBody(req));
      sendJson(res, 200, { prompt_id: await store.restore(identity, codesOf(identity), params.id!, version, candidate) });
    }),
    // Read only: no route changes or removes an entry, so any other method is a 405.
    route('GET', '/v1/prompt-activity', async ({ res, identity }) =>
      sendJson(res, 200, await activity.list(identity, codesOf(identity))),
    ),
    route('GET', '/v1/prompt-activity.csv', async ({ res, identity }) => {
      const entries = await activity.list(identity, codesOf(identity));
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="prompt-activity.csv"',
        'cache-control': 'no-store',
      });
      res.end(activityCsv(entries));
    }),
    route('GET', '/v1/prompt-activity/:entry', async ({ res, identity, params }) =>
      sendJson(res, 200, await activity.entry(identity, codesOf(identity), params.entry!)),
    ),
    metered(
      'POST',
      '/v1/rag/stream',
      createAuditStreamHandler({
        settings,
        limiter: createRateLimiter(context.db, 'audit', context.rateLimitPerMinute, context.now),
        llm: context.llm,
        offlinePaceMs: context.offlinePaceMs,
        useTemplate: (identity, id, version, accept) => store.useTemplate(identity, codesOf(identity), id, version, accept),
      }),
    ),
  ];
}
