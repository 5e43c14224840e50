import type { ApiContext } from '../api-context';
import { createRateLimiter } from '../chat/rate-limiter';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext, Route } from '../http/route';
import { checkHealth, healthLimits } from './component-health';
import { streamComponentChat } from './component-chat';
import { corpusDocuments, hasCorpus } from './corpus';
import { createKnowledgeIndex } from './knowledge-index';
import { absoluteUrl, loadRegistry, mayUse, type RegistryEntry } from './registry-config';
import { passageInContext } from './source-check';

const tools = ['registry'] as const;
const toolName = 'the retrieval-chat registry';

/** This API as the request reached it, on loopback: component Urls given as paths live here. */
const ownOrigin = (req: RequestContext['req']) => `http://localhost:${req.socket.localPort ?? ''}`;

/** A non-negative whole number from the query, or null. */
function offset(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The registry (tools.md §2, §7): the list, filtered by the user's groups, with each
 * component's health; and the sample components this API serves at `/v1/registry/<name>`.
 * Entries come from REGISTRY_FILE or the shipped sample file unless a test passes its own.
 */
export function registryRoutes(context: ApiContext, entries: readonly RegistryEntry[] = loadRegistry()): Route[] {
  const knowledge = createKnowledgeIndex(context.db, context.now);
  const limits = healthLimits();
  const chat = { knowledge, limiter: createRateLimiter(context.db, 'registry', context.rateLimitPerMinute, context.now), llm: context.llm, offlinePaceMs: context.offlinePaceMs };
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({ method, path, tools, toolName, handle });

  /** The sample component of that name, after its Role check: hiding a card is not access control. */
  function servedComponent({ identity, params }: Pick<RequestContext, 'identity' | 'params'>): RegistryEntry {
    const entry = entries.find((candidate) => candidate.ComponentName === params.component && candidate.Url === `/v1/registry/${candidate.ComponentName}`);
    if (!entry || !hasCorpus(entry.ComponentName)) throw new HttpError(404, `There is no component ${params.component ?? ''} on this API.`);
    if (!mayUse(entry, identity.groups)) throw new HttpError(403, `You are not in a group that may use ${entry.Title}.`);
    return entry;
  }

  return [
    route('GET', '/v1/registry', async ({ req, res, identity }) => {
      const origin = ownOrigin(req);
      const visible = entries.filter((entry) => mayUse(entry, identity.groups));
      const listed = await Promise.all(
        visible.map(async (entry) => {
          const url = absoluteUrl(entry, origin);
          // The user's token goes along only to components on this API itself.
          const trusted = new URL(url).origin === origin;
          return { ...entry, Url: url, Health: await checkHealth(url, trusted ? req.headers.authorization : undefined, limits) };
        }),
      );
      sendJson(res, 200, listed);
    }),
    route('GET', '/v1/registry/:component/health', async (request) => {
      const entry = servedComponent(request);
      const indexedAt = await knowledge.ensure(entry.ComponentName);
      sendJson(request.res, 200, { ok: true, indexedAt: indexedAt.toISOString() });
    }),
    {
      ...route('POST', '/v1/registry/:component/v1/chat/stream', async (request) => {
        const entry = servedComponent(request);
        await streamComponentChat(entry, chat)(request);
      }),
      metered: 'model',
    },
    // A source's passage in its surrounding text, with the same Role check as the chat.
    route('GET', '/v1/registry/:component/v1/documents/:document/passage', async (request) => {
      const entry = servedComponent(request);
      const document = corpusDocuments(entry.ComponentName).find((candidate) => candidate.id === request.params.document);
      if (!document) throw new HttpError(404, `There is no document ${request.params.document ?? ''} in ${entry.Title}.`);
      const query = new URL(request.req.url ?? '/', 'http://api.invalid').searchParams;
      const start = offset(query.get('start'));
      const end = offset(query.get('end'));
      if (start === null || end === null || start >= end || end > document.text.length) {
        throw new HttpError(422, `start and end must be offsets into the document with start before end (it has ${document.text.length} characters).`);
      }
      sendJson(request.res, 200, passageInContext(document, start, end));
    }),
  ];
}
