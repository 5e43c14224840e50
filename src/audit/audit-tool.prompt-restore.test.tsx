import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, prompt, startAuditHarness, typingScenarioMs } from './audit-tool.test-support';

/** After a save, a make-live or a restore the editor holds what is stored, so Update cannot undo it. */
describe('the prompt editor after a restore (real tool, msw)', () => {
  setupMswForSuite();

  const editorOn = async (template: string) => {
    const state = defaultState();
    state.departments[1]!.prompts[0] = prompt({ version: 2, prompt_template: template });
    const entry = { prompt_id: 'p-shared', prompt_name: 'Vendor review', department_code: 'IT', private: false, actor_subject: 'alice', actor_name: 'Alice Adams' };
    state.activity = [{ ...entry, id: 1, at: '2026-03-01T08:00:00Z', action: 'created', version: 1, from_version: null }];
    const api = auditApi(state);
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    return { api, audit, entry };
  };

  it('shows the restored text in the Template box, and Update stores that text, not the one before', async () => {
    const { api, audit } = await editorOn('You review vendors and their contracts.');
    expect(screen.getByRole('textbox', { name: 'Template' })).toHaveValue('You review vendors and their contracts.');

    await audit.user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    // The server's copy of version 1 becomes version 3.
    api.state.departments[1]!.prompts[0] = prompt({ version: 3 });
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Template' })).toHaveValue('You review vendors.'));

    // Leaving the editor and coming back keeps the stored text.
    await audit.user.click(screen.getByRole('button', { name: 'Back to the query' }));
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    expect(screen.getByRole('textbox', { name: 'Template' })).toHaveValue('You review vendors.');

    await audit.user.click(screen.getByRole('button', { name: 'Update' }));
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/prompt/p-shared')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v1/prompt/p-shared')[0]!.body).toMatchObject({ prompt_template: 'You review vendors.' });
  }, typingScenarioMs);

  it('shows what is stored after an update too (the server may keep it otherwise than typed)', async () => {
    const { api, audit } = await editorOn('You review vendors.');
    const template = screen.getByRole('textbox', { name: 'Template' });
    await audit.user.type(template, ' Quickly.');
    await audit.user.click(screen.getByRole('button', { name: 'Update' }));
    api.state.departments[1]!.prompts[0] = prompt({ version: 3, prompt_template: 'You review vendors. Quickly.', description: 'Trimmed by the server' });
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Trimmed by the server'));
  }, typingScenarioMs);

  it('reads the shown activity log again after a make-live or a restore', async () => {
    const { api, audit, entry } = await editorOn('You review vendors.');
    await audit.user.click(screen.getByRole('button', { name: 'Show activity log' }));
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(2);

    api.state.activity!.push({ ...entry, id: 2, at: '2026-03-02T08:00:00Z', action: 'restored', version: 3, from_version: 1 });
    api.state.departments[1]!.prompts[0] = prompt({ version: 3 });
    await audit.user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await audit.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(api.callsTo('GET', '/v1/prompt-activity')).toHaveLength(2);
  }, typingScenarioMs);
});
