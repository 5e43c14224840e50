import type { CalendarDate } from '@internationalized/date';
import type { MyUsage, UsageReport, UsageReportRow } from '../../../contracts/usage-api';
import { csvCell } from '../audit/prompt-activity';
import { bothTenants, corporateOnly } from '../auth/tenants';
import type { Identity } from '../auth/token-verifier';
import { HttpError, sendJson } from '../http/errors';
import type { Route } from '../http/route';
import { calendarDay, dayOf, midnight, monthsAround } from './periods';
import { myUsageRows, reportRows } from './usage-report';
import type { Usage } from './usage-service';

/** Every tool's group may see its own use (as every tool's may ask for the capabilities). */
const everyToolGroup = ['trial', 'chat', 'vision', 'voice', 'customerService', 'audit', 'registry'] as const;
const longestReportDays = 400;

const csvColumns = ['day', 'department', 'tool', 'model', 'user', 'requests', 'refused', 'inputTokens', 'outputTokens', 'images', 'audioSeconds', 'cost', 'currency', 'counted', 'unpriced'] as const;

/** The report as CSV: RFC 4180, CRLF, the department by code, numbers as JavaScript writes them. */
export function usageCsv(report: UsageReport): string {
  const cells = (row: UsageReportRow) => [row.day, row.department?.code ?? null, row.tool, row.model, row.user ?? null, row.requests, row.refused, row.inputTokens, row.outputTokens, row.images, row.audioSeconds, row.cost, report.currency, row.counted, row.unpriced];
  const lines = [csvColumns.join(','), ...report.rows.map((row) => cells(row).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** `from` and `to` of the query, this month so far when both are missing; 422 for anything else than a period of days. */
export function reportPeriod(url: URL, now: Date, timeZone: string): { from: CalendarDate; to: CalendarDate } {
  const today = calendarDay(dayOf(now, timeZone))!;
  const read = (name: string, fallback: CalendarDate) => {
    const text = url.searchParams.get(name);
    if (text === null || text === '') return fallback;
    const day = calendarDay(text);
    if (!day) throw new HttpError(422, `${name} must be a date written YYYY-MM-DD (got "${text}").`);
    return day;
  };
  const from = read('from', today.set({ day: 1 }));
  const to = read('to', today);
  if (from.compare(to) > 0) throw new HttpError(422, 'from must not be after to.');
  if (to.compare(from) >= longestReportDays) throw new HttpError(422, `The period may be at most ${longestReportDays} days long.`);
  return { from, to };
}

/** GET /v1/usage/mine for everyone; GET /v1/usage and /v1/usage.csv for admins (ADMIN_GROUPS). */
export function usageRoutes(usage: Usage): Route[] {
  const { settings, now } = usage;
  const zone = settings.timeZone;
  async function report(identity: Identity, url: URL): Promise<UsageReport> {
    if (!usage.isAdmin(identity)) throw new HttpError(403, 'Only admins may see everyone\'s usage.');
    const { from, to } = reportPeriod(url, now(), zone);
    const rows = await reportRows(usage.db, midnight(from, zone), midnight(to.add({ days: 1 }), zone), zone, settings.perUser);
    return { currency: settings.prices.currency, timeZone: zone, from: from.toString(), to: to.toString(), perUser: settings.perUser, rows };
  }
  const urlOf = (url: string | undefined) => new URL(url ?? '/', 'http://api.invalid');
  return [
    {
      method: 'GET',
      path: '/v1/usage/mine',
      tools: [...everyToolGroup],
      tenants: bothTenants,
      toolName: 'Studio',
      handle: async ({ res, identity }) => {
        const { thisMonth, lastMonth } = monthsAround(now(), zone);
        const period = async (days: { from: CalendarDate; to: CalendarDate }) => ({
          from: days.from.toString(),
          to: days.to.toString(),
          rows: await myUsageRows(usage.db, identity.userKey, midnight(days.from, zone), midnight(days.to.add({ days: 1 }), zone)),
        });
        const body: MyUsage = {
          currency: settings.prices.currency,
          timeZone: zone,
          thisMonth: await period(thisMonth),
          lastMonth: await period(lastMonth),
          budgets: await usage.budgetsOf(identity),
        };
        sendJson(res, 200, body);
      },
    },
    {
      method: 'GET',
      path: '/v1/usage',
      tools: [...everyToolGroup],
      tenants: corporateOnly,
      toolName: 'Usage',
      handle: async ({ req, res, identity }) => sendJson(res, 200, await report(identity, urlOf(req.url))),
    },
    {
      method: 'GET',
      path: '/v1/usage.csv',
      tools: [...everyToolGroup],
      tenants: corporateOnly,
      toolName: 'Usage',
      handle: async ({ req, res, identity }) => {
        const text = usageCsv(await report(identity, urlOf(req.url)));
        res.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="usage.csv"',
          'cache-control': 'no-store',
        });
        res.end(text);
      },
    },
  ];
}
