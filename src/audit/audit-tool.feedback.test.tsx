import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, startAuditHarness, toastTitles, type AuditServerState } from './audit-tool.test-support';

const queryBox = () => screen.getByRole('textbox', { name: 'Your query' });
const good = () => screen.getByRole('button', { name: 'Good answer' });
const bad = () => screen.getByRole('button', { name: 'Bad answer' });

/** carl asks the audit assistant; the answer carries ledger id 4711 and he may vote. */
async function carlAsks(changes: Partial<AuditServerState> = {}) {
  const api = auditApi({ ...defaultState(), ledgerId: '4711', feedback: { vote: true, admin: false, components: [] }, ...changes });
  const audit = await startAuditHarness({ subject: 'carl' });
  await audit.ready();
  await audit.user.type(queryBox(), 'Is ACME a risk?');
  await audit.user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(document.querySelector('.audit-answer')).toHaveTextContent('No risk found.'));
  return { api, audit };
}

describe('feedback on an audit answer (real tool, msw)', () => {
  setupMswForSuite();

  it('carl gives a thumbs-down with a reason, his words and the exchange: one PUT says all of it', async () => {
    const { api, audit } = await carlAsks();
    await audit.user.click(await screen.findByRole('button', { name: 'Bad answer' }));
    const form = screen.getByRole('form', { name: 'What was wrong?' });
    await audit.user.click(within(form).getByRole('radio', { name: 'Something is missing' }));
    await audit.user.type(within(form).getByRole('textbox', { name: 'In your own words (optional)' }), 'No sanctions check');
    await audit.user.click(within(form).getByRole('checkbox', { name: 'Include the question and answer' }));
    await audit.user.click(within(form).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(bad()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT', '/v1/feedback/votes/4711').map((call) => call.body)).toEqual([
      { vote: 'down', reason: 'incomplete', comment: 'No sanctions check', exchange: { question: 'Is ACME a risk?', answer: '**No** risk found.' } },
    ]);
    expect(good()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('form', { name: 'What was wrong?' })).not.toBeInTheDocument();
  });

  it('without the tick the question and answer stay at home', async () => {
    const { api, audit } = await carlAsks();
    await audit.user.click(await screen.findByRole('button', { name: 'Bad answer' }));
    await audit.user.click(screen.getByRole('radio', { name: 'It is wrong' }));
    await audit.user.click(within(screen.getByRole('form', { name: 'What was wrong?' })).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/feedback/votes/4711')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/feedback/votes/4711')[0]!.body).toEqual({ vote: 'down', reason: 'wrong' });
  });

  it('pressing the pressed thumb again withdraws the vote (DELETE)', async () => {
    const { api, audit } = await carlAsks();
    await audit.user.click(await screen.findByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT', '/v1/feedback/votes/4711').map((call) => call.body)).toEqual([{ vote: 'up' }]);

    await audit.user.click(good());
    await waitFor(() => expect(api.callsTo('DELETE', '/v1/feedback/votes/4711')).toHaveLength(1));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'false'));
    expect(bad()).toHaveAttribute('aria-pressed', 'false');
  });

  it('the vote stays while the answer is on screen, also after a visit to the editor; a new question starts without one', async () => {
    const { audit } = await carlAsks();
    await audit.user.click(await screen.findByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.user.click(screen.getByRole('button', { name: 'Back to the query' }));
    expect(good()).toHaveAttribute('aria-pressed', 'true');

    await audit.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a vote that is not saved is told in words, and the thumb is not shown pressed', async () => {
    const { api, audit } = await carlAsks();
    api.fail('PUT', '/v1/feedback/votes/4711', 503);
    await audit.user.click(await screen.findByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Your vote could not be saved (status 503).']));
    expect(good()).toHaveAttribute('aria-pressed', 'false');
  });

  it('no thumbs for an answer without a ledger id', async () => {
    await carlAsks({ ledgerId: undefined });
    expect(screen.queryByRole('button', { name: 'Good answer' })).not.toBeInTheDocument();
  });

  it('no thumbs when the capabilities say feedback.vote is false', async () => {
    const { api } = await carlAsks({ feedback: { vote: false, admin: false, components: [] } });
    await waitFor(() => expect(api.callsTo('GET', '/v1/capabilities')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Good answer' })).not.toBeInTheDocument();
  });

  it('in German, du', async () => {
    const { audit } = await carlAsks();
    await audit.chooseGerman();
    await audit.user.click(await screen.findByRole('button', { name: 'Schlechte Antwort' }));
    expect(screen.getByRole('button', { name: 'Gute Antwort' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'In deinen Worten (freiwillig)' })).toBeInTheDocument();
  });
});
