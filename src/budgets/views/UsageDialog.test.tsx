import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localConfig } from '../../../test/fixtures/runtime-config';
import { setupMswForSuite } from '../../../test/msw/server';
import { figures, json, myUsage, myUsageApi, renderWithPlatform } from '../usage.test-support';
import UsageDialog from './UsageDialog';

setupMswForSuite();

describe('the user\'s own usage (user menu, "Usage")', () => {
  it('shows what is left of each budget and this month\'s use by tool and model, in the ledger\'s currency and the reader\'s numbers', async () => {
    myUsageApi(() => json(myUsage()));
    await renderWithPlatform(() => <UsageDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your usage' });
    const budgets = await within(dialog).findAllByRole('listitem');
    expect(budgets[0]).toHaveTextContent('Your budget for tokens per day43,468 of 50,000 used · 6,532 left · Resets on');
    expect(budgets[1]).toHaveTextContent('The budget of Sales for costs per month€120.50 of €500.00 used · €379.50 left');
    const thisMonth = within(dialog).getByRole('region', { name: 'This month' });
    const rows = within(thisMonth).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('Chatgpt-4o1234,567 / 8,90100€1.23');
    expect(rows[2]).toBe('Vision Studiodall-e-320 / 040€0.32');
    expect(within(dialog).getByRole('region', { name: 'Last month' })).toHaveTextContent('No use in this period.');
  });

  it('lists no row for refused requests: they called no model and used nothing', async () => {
    const refusedOnly = { ...figures, tool: 'audit' as const, model: '', refused: 2 };
    myUsageApi(() => json(myUsage({
      thisMonth: { from: '2026-12-01', to: '2026-12-31', rows: [refusedOnly, { ...figures, tool: 'chat', model: '', refused: 1 }, { ...figures, tool: 'chat', model: 'gpt-4o', requests: 3, inputTokens: 300, outputTokens: 90 }] },
      lastMonth: { from: '2026-11-01', to: '2026-11-30', rows: [refusedOnly] },
    })));
    await renderWithPlatform(() => <UsageDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your usage' });
    const thisMonth = await within(dialog).findByRole('region', { name: 'This month' });
    expect(within(thisMonth).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ToolModelRequestsTokens (in / out)ImagesAudio (min)Cost',
      'Chatgpt-4o3300 / 9000€0.00',
    ]);
    expect(within(dialog).getByRole('region', { name: 'Last month' })).toHaveTextContent('No use in this period.');
  });

  it('speaks German with du, numbers and amounts the German way', async () => {
    myUsageApi(() => json(myUsage()));
    await renderWithPlatform(() => <UsageDialog onClose={() => undefined} />, { german: true });
    const dialog = await screen.findByRole('dialog', { name: 'Deine Nutzung' });
    const budgets = await within(dialog).findAllByRole('listitem');
    expect(budgets[0]).toHaveTextContent('Dein Budget für Tokens pro Tag43.468 von 50.000 verbraucht · 6.532 übrig');
    expect(budgets[1]).toHaveTextContent(/^Das Budget von Sales für Kosten pro Monat120,50 € von 500,00 € verbraucht · 379,50 € übrig · Wieder voll am \d\d\.\d\d\.2\d \d\d:\d\d$/);
  });

  it('trial users ask the trial backend', async () => {
    const trial = myUsageApi(() => json(myUsage({ budgets: [] })), localConfig().origins.trial.api.trial);
    await renderWithPlatform(() => <UsageDialog onClose={() => undefined} />, { origin: 'trial' });
    expect(await screen.findByText('No budget applies to you.')).toBeInTheDocument();
    expect(trial.calls()).toBe(1);
  });

  it('a failed load says so and asks again on "Try again"', async () => {
    let fail = true;
    const api = myUsageApi(() => (fail ? json({ detail: 'down' }, 503) : json(myUsage())));
    const { user } = await renderWithPlatform(() => <UsageDialog onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your usage could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This month' })).toBeInTheDocument();
    expect(api.calls()).toBe(2);
  });
});
