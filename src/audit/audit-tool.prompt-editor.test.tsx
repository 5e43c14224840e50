import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, prompt, startAuditHarness, toastTitles, typingScenarioMs } from './audit-tool.test-support';

describe('the prompt editor (real tool, msw)', () => {
  setupMswForSuite();

  const openEditor = async (subject = 'alice') => {
    const api = auditApi();
    const audit = await startAuditHarness({ subject });
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    return { api, audit };
  };

  it('saves a new prompt behind its confirm dialog (Enter confirms), reloads, reselects it and toasts', async () => {
    const { api, audit } = await openEditor();
    const save = screen.getByRole('button', { name: 'Save new' });
    expect(save).toBeDisabled();
    await audit.pick('Department', 'IT (IT)');
    await audit.user.click(screen.getByRole('checkbox', { name: 'Private (only you see it)' }));
    await audit.user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await audit.user.type(screen.getByRole('textbox', { name: 'Prompt name' }), 'Travel costs');
    await audit.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Checks travel costs');
    expect(save).toBeDisabled();
    await audit.user.type(screen.getByRole('textbox', { name: 'Template' }), '   ');
    expect(save).toBeDisabled();
    await audit.user.type(screen.getByRole('textbox', { name: 'Template' }), 'You check travel costs.');
    expect(save).toBeEnabled();
    // No Update or Delete: nothing the user owns is selected.
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    await audit.user.click(save);
    expect(await screen.findByRole('dialog', { name: 'Save new Travel costs?' })).toBeInTheDocument();
    api.state.departments[1]!.prompts.push(prompt({ id: 'p-new', prompt_name: 'Travel costs', private: true, draft: true }));
    await audit.user.keyboard('{Enter}');

    await waitFor(() => expect(toastTitles()).toContain('Prompt Travel costs created.'));
    expect(api.callsTo('POST', '/v1/prompt')[0]!.body).toEqual({
      department_code: 'IT',
      description: 'Checks travel costs',
      draft: true,
      private: true,
      prompt_name: 'Travel costs',
      prompt_template: '   You check travel costs.',
    });
    await waitFor(() => expect(api.callsTo('GET', '/v1/prompts')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Prompt: Travel costs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  }, typingScenarioMs);

  it('closing a confirm dialog cancels it', async () => {
    const { api, audit } = await openEditor();
    await audit.user.type(screen.getByRole('textbox', { name: 'Prompt name' }), 'Kept');
    await audit.user.click(screen.getByRole('button', { name: 'Clear input' }));
    expect(await screen.findByRole('dialog', { name: 'Clear?' })).toBeInTheDocument();
    await audit.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Prompt name' })).toHaveValue('Kept');
    expect(api.callsTo('POST', '/v1/prompt')).toHaveLength(0);
  });

  it('offers update, delete and restore only to the owner; the history lists earlier versions', async () => {
    const { audit } = await openEditor('carl');
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    expect(screen.getByText(/belongs to someone else/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await screen.findByText(/Version 1: Vendor review \(old\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();

    await audit.pick('Prompt', 'Carl checks (draft)');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('restores a version from the server\'s copy (not fields the studio sends), then reloads the prompts', async () => {
    const { api, audit } = await openEditor();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/prompt/p-shared/restore')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/prompt/p-shared/restore')[0]!.body).toEqual({ version: 1 });
    expect(api.callsTo('PUT', '/v1/prompt/p-shared')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET', '/v1/prompts')).toHaveLength(2));
  });

  it('marks the live version and a candidate with their use counts, makes the candidate live, and saves a new candidate', async () => {
    const state = defaultState();
    state.departments[1]!.prompts[0] = prompt({ version: 2, live_version: 1, prompt_template: 'You review vendors.\nCheck sanctions lists.' });
    state.usage = { 'p-shared': [{ version: 1, uses: 3, last_used_at: '2026-03-02T08:00:00Z' }] };
    const api = auditApi(state);
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');

    expect(screen.getByText('Version 2 is a candidate: colleagues still get version 1. Try it, then make it live.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: /Version history/ }));
    const [newest, older] = await history.findAllByRole('listitem');
    expect(newest).toHaveTextContent('Version 2: Vendor review (newest)Candidate, not live yetNot used yet');
    expect(older).toHaveTextContent(/Version 1: Vendor review \(old\).*LiveUsed 3 times, last/);

    // The comparison: version 1 with version 2, inline by default; the template's new line is marked added.
    const added = await screen.findByLabelText('Template: version 1 to version 2');
    expect(added.querySelector('ins')).toHaveTextContent('Check sanctions lists.');
    await audit.user.click(screen.getByRole('radio', { name: 'Side by side' }));
    expect(screen.getByLabelText('Template in version 2').querySelector('ins')).toHaveTextContent('Check sanctions lists.');
    expect(screen.getByLabelText('Template in version 1').querySelector('ins')).toBeNull();

    await audit.user.click(history.getByRole('button', { name: 'Make version 2 live' }));
    expect(await screen.findByRole('dialog', { name: 'Make version 2 of Vendor review live?' })).toBeInTheDocument();
    await audit.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/prompt/p-shared/live')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/prompt/p-shared/live')[0]!.body).toEqual({ version: 2 });
    await waitFor(() => expect(api.callsTo('GET', '/v1/prompts')).toHaveLength(2));

    await audit.user.click(screen.getByRole('button', { name: 'Save as candidate' }));
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/prompt/p-shared')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/prompt/p-shared')[0]!.body).toMatchObject({ candidate: true, prompt_name: 'Vendor review' });
  }, typingScenarioMs);

  it('shows the activity log newest first with who and which version, and downloads it as CSV and JSON', async () => {
    const state = defaultState();
    const entry = { prompt_id: 'p-shared', prompt_name: 'Vendor review', department_code: 'IT', private: false, from_version: null, actor_subject: 'alice', actor_name: 'Alice Adams' };
    state.activity = [
      { ...entry, id: 1, at: '2026-03-01T08:00:00Z', action: 'created', version: 1 },
      { ...entry, id: 2, at: '2026-03-02T08:00:00Z', action: 'candidate_saved', version: 2 },
    ];
    const api = auditApi(state);
    const downloads: string[] = [];
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    expect(api.callsTo('GET', '/v1/prompt-activity')).toHaveLength(0);
    await audit.user.click(screen.getByRole('button', { name: 'Show activity log' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Candidate saved', 'Vendor review (IT)', '2', 'Alice Adams (alice)'],
      ['Created', 'Vendor review (IT)', '1', 'Alice Adams (alice)'],
    ]);

    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    onTestFinished(() => {
      HTMLAnchorElement.prototype.click = click;
    });
    await audit.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await audit.user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(downloads).toEqual(['prompt-activity-2026-03-02.csv', 'prompt-activity-2026-03-02.json']));
    expect(api.callsTo('GET', '/v1/prompt-activity.csv')).toHaveLength(1);
  });

  it.each([
    [403, 'PUT', 'You do not have permission to update this prompt.'],
    [404, 'PUT', 'Prompt not found.'],
    [409, 'PUT', 'Prompt already exists.'],
    [422, 'PUT', 'The prompt could not be saved (status 422).'],
    [403, 'DELETE', 'You do not have permission to delete this prompt.'],
  ])('a %i on %s shows "%s"', async (status, method, text) => {
    const { api, audit } = await openEditor();
    api.fail(method, '/v1/prompt/p-shared', status);
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('button', { name: method === 'PUT' ? 'Update' : 'Delete' }));
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTitles()).toContain(text));
    expect(api.callsTo('GET', '/v1/prompts')).toHaveLength(1);
  });

  it('deletes the owner\'s prompt, reloads and clears the selection', async () => {
    const { api, audit } = await openEditor();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Vendor review?' })).toBeInTheDocument();
    api.state.departments[1]!.prompts.shift();
    await audit.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTitles()).toContain('Prompt Vendor review deleted.'));
    expect(api.callsTo('DELETE', '/v1/prompt/p-shared')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'New prompt' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt name' })).toHaveValue('');
  });
});
