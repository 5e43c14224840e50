import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackReport } from '../../contracts/feedback-api';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { json, renderWithPlatform, report as usageReport } from '../budgets/usage.test-support';
import { openUsageTool, UsageToolPage } from './usage-tool';

setupMswForSuite();

const feedbackReport = (overrides: Partial<FeedbackReport> = {}): FeedbackReport => ({
  timeZone: 'Europe/Berlin', from: '2026-12-01', to: '2026-12-03', perUser: 'pseudonymous',
  rows: [
    { answeredAt: '2026-12-02T09:00:00.000Z', votedAt: '2026-12-02T09:05:00.000Z', department: null, tool: 'registry', model: 'offline', component: 'travel-policy', user: 'u-1', vote: 'down', reason: 'wrong', comment: 'The hotel limit is 150 euros', exchange: { question: 'Hotel limit?', answer: 'Up to 120 euros.' } },
    { answeredAt: '2026-12-01T09:00:00.000Z', votedAt: '2026-12-01T09:05:00.000Z', department: null, tool: 'audit', model: 'offline', promptId: 'p-7', promptVersion: 2, user: 'u-2', vote: 'up' },
  ],
  uses: [{ tool: 'registry', component: 'travel-policy', uses: 4 }, { tool: 'audit', promptId: 'p-7', promptVersion: 2, uses: 3 }],
  ...overrides,
});

/** GET /v1/feedback and its CSV as the server answers an admin; the requests recorded. */
function feedbackApi(answer: () => Response = () => json(feedbackReport())) {
  const asked: Request[] = [];
  const csv: Request[] = [];
  mswServer.use(
    http.get(`${defaultApiBase}/v1/usage`, () => json(usageReport())),
    http.get(`${defaultApiBase}/v1/feedback`, ({ request }) => {
      asked.push(request);
      return answer();
    }),
    http.get(`${defaultApiBase}/v1/feedback.csv`, ({ request }) => {
      csv.push(request);
      return new Response('answeredAt,votedAt\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  return { asked, csv };
}

async function openFeedback(options: { german?: boolean } = {}) {
  const save = vi.fn<(file: Blob, name: string) => void>();
  const harness = await renderWithPlatform((platform) => <UsageToolPage tool={openUsageTool(platform, { save })} />, { namespaces: ['usage', 'chat', 'feedback'], ...options });
  await screen.findAllByText(options.german ? 'Anfragen' : 'Requests', { selector: 'dt' });
  await harness.user.click(screen.getByRole('button', { name: options.german ? 'Rückmeldungen' : 'Feedback' }));
  return { ...harness, save };
}

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("the admins' view of all feedback (usage page, msw)", () => {
  it('lists per component and prompt version its answers, thumbs and reasons, what users said with the copies they included, and downloads the CSV', async () => {
    const api = feedbackApi();
    const { user, save } = await openFeedback();
    const table = await screen.findByRole('region', { name: 'By prompt version and component' });
    expect(cellsOf(table)).toEqual([
      ['Name', 'Answers', 'Good', 'Bad', 'Reasons'],
      ['Component travel-policy', '4', '0', '1', 'It is wrong: 1'],
      ['Prompt p-7, version 2', '3', '1', '0', '—'],
    ]);
    const said = screen.getByRole('list', { name: 'What users said about Component travel-policy' });
    expect(said).toHaveTextContent('12/02/26: bad · It is wrong · “The hotel limit is 150 euros”');
    await user.click(within(said).getByText('The question and answer'));
    expect(within(said).getByText('Hotel limit?')).toBeVisible();
    expect(within(said).getByText('Up to 120 euros.')).toBeVisible();
    expect(screen.queryByRole('list', { name: /about Prompt p-7/ })).not.toBeInTheDocument();
    expect(api.asked).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(new URL(api.csv[0]!.url).search).toBe('?from=2026-12-01&to=2026-12-03');
    expect(api.csv[0]!.headers.get('authorization')).toMatch(/^Bearer \S+/);
    expect(save.mock.calls[0]![1]).toBe('feedback-2026-12-01-2026-12-03.csv');
    expect(await save.mock.calls[0]![0].text()).toBe('answeredAt,votedAt\r\n');
  });

  it('a refusal and a server failure say what went wrong in words; "Try again" asks again', async () => {
    let answer = json({ detail: "Only admins may see everyone's feedback." }, 403);
    const api = feedbackApi(() => answer);
    const { user } = await openFeedback();
    expect(await screen.findByRole('alert')).toHaveTextContent("Only admins may see everyone's feedback.");
    answer = json({ detail: 'down' }, 503);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The feedback could not be loaded (the server answered with status 503).'));
    answer = json(feedbackReport({ rows: [], uses: [] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No answers in this period.')).toBeInTheDocument();
    expect(api.asked).toHaveLength(3);
  });

  it('speaks German to a German reader', async () => {
    feedbackApi();
    await openFeedback({ german: true });
    const table = await screen.findByRole('region', { name: 'Nach Prompt-Version und Komponente' });
    expect(cellsOf(table)[1]).toEqual(['Komponente travel-policy', '4', '0', '1', 'Die Antwort ist falsch: 1']);
    expect(screen.getByRole('list', { name: 'Was zu Komponente travel-policy gesagt wurde' })).toHaveTextContent('02.12.26: schlecht');
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  });
});
