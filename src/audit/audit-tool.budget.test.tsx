import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { auditApi, startAuditHarness, toastTitles } from './audit-tool.test-support';

const sendButton = () => screen.getByRole('button', { name: 'Send' });
const queryBox = () => screen.getByRole('textbox', { name: 'Your query' });
const toastTexts = () => document.querySelector('.toast-region')?.textContent ?? '';

const answerWith = (headers: Record<string, string>) =>
  mswServer.use(http.post(`${defaultApiBase}/v1/rag/stream`, () => new HttpResponse('No risk found.', { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })));

async function ask(audit: Awaited<ReturnType<typeof startAuditHarness>>, query: string) {
  await audit.user.clear(queryBox());
  await audit.user.type(queryBox(), query);
  await audit.user.click(sendButton());
  await waitFor(() => expect(sendButton()).toBeEnabled());
}

describe('the audit assistant and the budgets (an answer without a last line: its headers say it)', () => {
  setupMswForSuite();

  it('a budget at 80 % or more as the answer starts is told once, with what is used and when it resets', async () => {
    auditApi();
    const warning = { scope: 'user', unit: 'tokens', window: 'day', limit: 10_000, used: 8_500, resetsAt: '2026-03-03T00:00:00Z' };
    answerWith({ 'Studio-Budget-Warning': JSON.stringify(warning) });
    const audit = await startAuditHarness();
    await audit.ready();

    await ask(audit, 'Is ACME a risk?');
    await waitFor(() => expect(toastTitles()).toEqual(['85% of a budget used']));
    expect(toastTexts()).toContain('8,500 of 10,000 used');
    expect(document.querySelector('.audit-answer')).toHaveTextContent('No risk found.');

    // The same budget in the same period: not again.
    await ask(audit, 'And Globex?');
    expect(toastTitles()).toEqual(['85% of a budget used']);
  });

  it('a header that is no budget warns of nothing', async () => {
    auditApi();
    answerWith({ 'Studio-Budget-Warning': '{"scope":"user","limit":"lots"' });
    const audit = await startAuditHarness();
    await audit.ready();

    await ask(audit, 'Is ACME a risk?');
    expect(document.querySelector('.audit-answer')).toHaveTextContent('No risk found.');
    expect(toastTitles()).toEqual([]);
  });

  it('a budget used up refuses in words, not as a failed status; the query stays to be asked after the reset', async () => {
    auditApi();
    const budget = { scope: 'department', department: { code: 'IT', name: 'IT' }, unit: 'requests', window: 'minute', limit: 10, used: 10, resetsAt: '2026-03-02T09:16:00Z' };
    mswServer.use(
      http.post(`${defaultApiBase}/v1/rag/stream`, () =>
        HttpResponse.json({ detail: 'Budget used up', reason: 'budget', budget }, { status: 429, headers: { 'Retry-After': '45' } }),
      ),
    );
    const audit = await startAuditHarness();
    await audit.ready();

    await ask(audit, 'Is ACME a risk?');
    await waitFor(() => expect(toastTitles()).toEqual(['Budget used up']));
    expect(toastTexts()).toMatch(/The budget of IT for requests per minute is used up \(10 of 10 used\)\. It resets on .+; until then such requests are refused\./);
    expect(queryBox()).toHaveValue('Is ACME a risk?');
  });

  it("the model server's own 429 stays a failed answer with its status", async () => {
    auditApi();
    mswServer.use(http.post(`${defaultApiBase}/v1/rag/stream`, () => HttpResponse.json({ detail: 'Too many requests' }, { status: 429 })));
    const audit = await startAuditHarness();
    await audit.ready();

    await ask(audit, 'Is ACME a risk?');
    await waitFor(() => expect(toastTitles()).toHaveLength(1));
    expect(toastTitles()[0]).toContain('429');
  });
});
