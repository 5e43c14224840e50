import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, startAuditHarness } from './audit-tool.test-support';

// tools.md §2 "Audit assistant" and §4, word for word where the studio's texts give them.
const footer = 'Answers are written by a language model. Check every answer before you rely on it; do not enter personal data.';

describe('the audit assistant’s controls, found and used as a user would (tools.md §2, §4)', () => {
  setupMswForSuite();

  it('Help opens "How the audit assistant works"; "How to write a prompt" opens the handbook in a new tab', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'How the audit assistant works' });
    expect(help).toHaveTextContent('Manage prompts to create your own');
    await audit.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const howTo = screen.getByRole('link', { name: 'How to write a prompt' });
    // The shipped config.json's handbookUrl.
    expect(howTo).toHaveAttribute('href', '/guidelines');
    expect(howTo).toHaveAttribute('target', '_blank');
  });

  it('the footer is under the query and under the prompt editor', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(footer);
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    expect(await screen.findByRole('heading', { name: 'New prompt' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(footer);
  });

  it('a spinner says "Waiting for the answer…" until the first words arrive', async () => {
    const api = auditApi();
    api.answer(['', 'No risk found.'], { held: true });
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.type(screen.getByRole('textbox', { name: 'Your query' }), 'Check the vendor');
    await audit.user.click(screen.getByRole('button', { name: 'Send' }));
    const waiting = (await screen.findByText('Waiting for the answer…')).closest('[role="status"]')!;
    expect(waiting).not.toBeNull();
    expect(waiting.querySelector('.audit-spinner')).not.toBeNull();
    api.release();
    expect(await screen.findByText('No risk found.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the answer…')).toBeNull();
  });

  it("the editor's department list holds only the user's own departments", async () => {
    const state = defaultState();
    state.userDepartments = [{ department_code: 'FIN', department_name: 'Finance' }];
    auditApi(state);
    const audit = await startAuditHarness();
    await audit.ready();
    // The sidebar offers every department with prompts…
    await audit.user.click(screen.getByRole('combobox', { name: 'Department' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Finance (FIN)', 'IT (IT)']);
    await audit.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // … the editor only the user's.
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.user.click(within(await screen.findByRole('region', { name: 'New prompt' })).getByRole('button', { name: /Department$/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Finance (FIN)']);
  });

  it('Update asks "Update {name}?"; while the save is under way the editor\'s buttons are disabled, and enabled again after', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    auditApi();
    mswServer.use(
      http.put<{ id: string }>(`${defaultApiBase}/v1/prompt/:id`, async ({ params }) => {
        await held;
        return HttpResponse.json({ prompt_id: params.id });
      }),
    );
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    const buttons = () => ['Clear input', 'Update', 'Save new', 'Delete'].map((name) => screen.getByRole('button', { name }));
    expect(buttons().map((button) => button.hasAttribute('disabled'))).toEqual([false, false, false, false]);
    await audit.user.click(screen.getByRole('button', { name: 'Update' }));
    const asked = await screen.findByRole('dialog', { name: 'Update Vendor review?' });
    await audit.user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(buttons().map((button) => button.hasAttribute('disabled'))).toEqual([true, true, true, true]));
    release();
    await waitFor(() => expect(buttons().map((button) => button.hasAttribute('disabled'))).toEqual([false, false, false, false]));
  });

  it('"Show prompt" previews the prompt as text; its "Edit in the prompt editor" opens the editor on that prompt', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('button', { name: 'Show prompt' }));
    const preview = await screen.findByRole('dialog', { name: 'Vendor review' });
    expect(preview).toHaveTextContent('Reviews a vendor');
    expect(within(preview).queryByRole('textbox')).toBeNull();
    await audit.user.click(within(preview).getByRole('button', { name: 'Edit in the prompt editor' }));
    expect(await screen.findByRole('heading', { name: 'Prompt: Vendor review' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Unselect prompt" clears the selection: the query goes without a prompt', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    expect(screen.getByText('Prompt: Vendor review')).toBeInTheDocument();
    await audit.user.click(screen.getByRole('button', { name: 'Unselect prompt' }));
    expect(screen.queryByText('Prompt: Vendor review')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unselect prompt' })).toBeNull();
    expect(audit.tool.actor.getSnapshot().context.promptId).toBeNull();
  });
});
