import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { figures, json, renderWithPlatform, report } from '../budgets/usage.test-support';
import { openUsageTool, UsageToolPage } from './usage-tool';

setupMswForSuite();

/** GET /v1/usage answered with `answer` for the period asked (null: none asked). */
function reportApi(answer: (period: { from: string | null; to: string | null }) => Response) {
  const periods: { from: string | null; to: string | null }[] = [];
  mswServer.use(http.get(`${defaultApiBase}/v1/usage`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const period = { from: query.get('from'), to: query.get('to') };
    periods.push(period);
    return answer(period);
  }));
  return periods;
}

async function openPage() {
  const save = vi.fn<(file: Blob, name: string) => void>();
  const harness = await renderWithPlatform((platform) => <UsageToolPage tool={openUsageTool(platform, { save })} />, { namespaces: ['usage'] });
  return { ...harness, save };
}

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th[scope=row], td')].map((cell) => cell.textContent));

describe('the admins\' usage page', () => {
  it('shows this month by department, tool, model, user and day, with the totals and a chart summary', async () => {
    const periods = reportApi(() => json(report()));
    await openPage();
    expect(await screen.findByText('Requests', { selector: 'dt' })).toBeInTheDocument();
    expect(periods).toEqual([{ from: null, to: null }]);
    expect(screen.getByRole('img', { name: /Tokens per day from 12\/01\/26 to 12\/03\/26, at most 2,800 on 12\/03\/26/ })).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('region', { name: 'By department' }))).toEqual([
      [],
      ['Sales', '5', '0', '3,500', '500', '0', '0', '€1.75'],
      ['No department', '1', '0', '0', '0', '2', '0', '€0.08'],
      ['Total', '6', '0', '3,500', '500', '2', '0', '€1.83'],
    ]);
    expect(cellsOf(screen.getByRole('region', { name: 'By tool' })).map((row) => row[0])).toEqual([undefined, 'Chat', 'Vision Studio', 'Total']);
    expect(cellsOf(screen.getByRole('region', { name: 'By user' })).map((row) => row[0])).toEqual([undefined, 'u-9b21', 'u-7f3a', 'Total']);
    expect(screen.getByText('People are shown by a pseudonym.')).toBeInTheDocument();
    // A day without use is a row (and a bar) of its own.
    expect(cellsOf(screen.getByRole('region', { name: 'By day' })).map((row) => row.slice(0, 2))).toEqual([
      [], ['12/01/26', '3'], ['12/02/26', '0'], ['12/03/26', '3'], ['Total', '6'],
    ]);
  });

  it('names the refused requests\' model row, which no model answered', async () => {
    const refused = { ...figures, day: '2026-12-03', department: null, tool: 'chat' as const, model: '', user: 'u-9b21', refused: 2 };
    reportApi(() => json(report({ rows: [...report().rows, refused] })));
    await openPage();
    expect((await screen.findAllByText('Requests', { selector: 'dt' })).length).toBe(1);
    expect(cellsOf(screen.getByRole('region', { name: 'By model' })).map((row) => row.slice(0, 3))).toEqual([
      [], ['gpt-4o', '5', '0'], ['dall-e-3', '1', '0'], ['No model (refused requests)', '0', '2'], ['Total', '6', '2'],
    ]);
  });

  it('with per-user figures off there is no table of people', async () => {
    reportApi(() => json(report({ perUser: 'off', rows: report().rows.map(({ user: _user, ...row }) => row) })));
    await openPage();
    expect(await screen.findByText('Figures per person are switched off here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By user' })).not.toBeInTheDocument();
  });

  it('asks for the period chosen, refuses a first day after the last, and exports that period as CSV', async () => {
    const periods = reportApi(({ from, to }) => json(report(from && to ? { from, to, rows: [] } : {})));
    const csv: string[] = [];
    mswServer.use(http.get(`${defaultApiBase}/v1/usage.csv`, ({ request }) => {
      csv.push(new URL(request.url).search);
      return new Response('day,department\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }));
    const { user, save } = await openPage();
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-12-05');
    expect(screen.getByText('Choose a first day on or before the last day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No use in this period.')).toBeInTheDocument();
    expect(periods.at(-1)).toEqual({ from: '2026-11-01', to: '2026-12-03' });

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(csv).toEqual(['?from=2026-11-01&to=2026-12-03']);
    expect(save.mock.calls[0]![1]).toBe('usage-2026-11-01-2026-12-03.csv');
    expect(await save.mock.calls[0]![0].text()).toBe('day,department\r\n');
  });

  it('a failed load or export says so; the page asks again on "Try again"', async () => {
    let fail = true;
    reportApi(() => (fail ? json({ detail: 'down' }, 503) : json(report())));
    mswServer.use(http.get(`${defaultApiBase}/v1/usage.csv`, () => json({ detail: 'down' }, 503)));
    const { user } = await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The usage could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('The CSV could not be exported. Try again.')).toBeInTheDocument();
  });
});
