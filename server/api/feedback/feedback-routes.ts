import type { FeedbackReport, FeedbackVotes } from '../../../contracts/feedback-api';
import { corporateOnly } from '../auth/tenants';
import type { Identity } from '../auth/token-verifier';
import { readJson } from '../http/body';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext, Route } from '../http/route';
import { midnight } from '../usage/periods';
import { reportPeriod } from '../usage/usage-routes';
import type { Usage } from '../usage/usage-service';
import type { FeedbackAccess } from './feedback-access';
import { componentAnswers, feedbackFigures, noFeedback, promptAnswers } from './feedback-figures';
import { feedbackCsv, feedbackReportRows, feedbackReportUses } from './feedback-report';
import { feedbackVotes } from './feedback-votes';
import { isLedgerId, ledgerIdsOf, parseVoteInput } from './vote-input';

/** Every tool's group may vote on its answers and read what it may see (decided in each handler). */
const everyToolGroup = ['chat', 'vision', 'voice', 'customerService', 'audit', 'registry'] as const;
// Two copies of up to 200,000 characters, in UTF-8.
const maxVoteBytes = 2 * 1024 * 1024;
const noSuchAnswer = 'There is no answer of yours with this ledger id that takes a vote.';

const noContent = (res: RequestContext['res']) => {
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
};
const urlOf = (req: RequestContext['req']) => new URL(req.url ?? '/', 'http://api.invalid');

/**
 * The answers' feedback: votes on the caller's own answers, and what users think of a prompt's
 * versions (its owner), a component's answers (its contact) and everything (admins). The
 * corporate tenant's alone.
 */
export function feedbackRoutes(usage: Usage, access: FeedbackAccess): Route[] {
  const { db, settings, now } = usage;
  const zone = settings.timeZone;
  const votes = feedbackVotes(db, now);
  const route = (method: Route['method'], path: string, toolName: string, handle: Route['handle']): Route => ({
    method, path, tools: [...everyToolGroup], tenants: corporateOnly, toolName, handle,
  });
  async function report(identity: Identity, url: URL): Promise<FeedbackReport> {
    if (!usage.isAdmin(identity)) throw new HttpError(403, "Only admins may see everyone's feedback.");
    const { from, to } = reportPeriod(url, now(), zone);
    const start = midnight(from, zone);
    const end = midnight(to.add({ days: 1 }), zone);
    const rows = await feedbackReportRows(db, start, end, settings.perUser);
    const uses = await feedbackReportUses(db, start, end);
    return { timeZone: zone, from: from.toString(), to: to.toString(), perUser: settings.perUser, rows, uses };
  }

  return [
    route('PUT', '/v1/feedback/votes/:ledgerId', 'Studio', async ({ req, res, identity, params }) => {
      const input = parseVoteInput(await readJson(req, maxVoteBytes, 'The vote is too large.'));
      const stored = isLedgerId(params.ledgerId) ? await votes.put(identity.userKey, params.ledgerId, input) : undefined;
      if (!stored) throw new HttpError(404, noSuchAnswer);
      sendJson(res, 200, stored);
    }),
    route('DELETE', '/v1/feedback/votes/:ledgerId', 'Studio', async ({ res, identity, params }) => {
      if (isLedgerId(params.ledgerId)) await votes.withdraw(identity.userKey, params.ledgerId);
      noContent(res);
    }),
    route('GET', '/v1/feedback/votes', 'Studio', async ({ req, res, identity }) => {
      const body: FeedbackVotes = { votes: await votes.mine(identity.userKey, ledgerIdsOf(urlOf(req))) };
      sendJson(res, 200, body, { 'cache-control': 'no-store' });
    }),
    route('DELETE', '/v1/feedback/copies', 'Studio', async ({ req, res, identity }) => {
      await votes.deleteCopies(identity.userKey, ledgerIdsOf(urlOf(req)));
      noContent(res);
    }),
    route('GET', '/v1/feedback/prompts/:promptId', 'the audit assistant', async ({ res, identity, params }) => {
      const promptId = params.promptId!;
      const admin = usage.isAdmin(identity);
      if (!admin && !(await access.ownsPrompt(identity, promptId))) throw new HttpError(403, "Only the prompt's owner and admins may see its feedback.");
      if (admin && !(await access.promptExists(promptId))) throw new HttpError(404, 'There is no such prompt.');
      const figures = await feedbackFigures(db, promptAnswers(promptId), zone);
      const versions = [...figures.entries()].map(([version, figure]) => ({ version: Number(version), ...figure })).sort((a, b) => b.version - a.version);
      sendJson(res, 200, { promptId, versions }, { 'cache-control': 'no-store' });
    }),
    route('GET', '/v1/feedback/components/:component', 'the retrieval-chat registry', async ({ res, identity, params }) => {
      const component = params.component!;
      const admin = usage.isAdmin(identity);
      if (!admin && !access.contactOf(identity).includes(component)) throw new HttpError(403, "Only the component's contact and admins may see its feedback.");
      if (!access.listsComponent(component)) throw new HttpError(404, `The registry lists no component ${component}.`);
      const figure = (await feedbackFigures(db, componentAnswers(component), zone)).get('') ?? noFeedback();
      sendJson(res, 200, { component, ...figure }, { 'cache-control': 'no-store' });
    }),
    route('GET', '/v1/feedback', 'Usage', async ({ req, res, identity }) => sendJson(res, 200, await report(identity, urlOf(req)), { 'cache-control': 'no-store' })),
    route('GET', '/v1/feedback.csv', 'Usage', async ({ req, res, identity }) => {
      const text = feedbackCsv(await report(identity, urlOf(req)));
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="feedback.csv"',
        'cache-control': 'no-store',
      });
      res.end(text);
    }),
  ];
}
