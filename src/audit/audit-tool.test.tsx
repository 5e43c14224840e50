import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectPanelOpen } from '../../store/sidebar.slice';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, prompt, startAuditHarness, toastTitles, typingScenarioMs } from './audit-tool.test-support';

const sendButton = () => screen.getByRole('button', { name: 'Send' });
const queryBox = () => screen.getByRole('textbox', { name: 'Your query' });

describe('the audit assistant as the user meets it (real tool, msw)', () => {
  setupMswForSuite();

  it('loads models, prompts and departments in order, then offers the departments, their prompts with marks and the model hint', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    expect(api.calls.map((call) => call.path)).toEqual(['/v1/models', '/v1/prompts', '/v1/departments']);
    expect(screen.getByText('Default model')).toBeInTheDocument();

    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Carl checks (draft)');
    expect(screen.getByText('Prompt: Carl checks')).toBeInTheDocument();
    // Another department: its list, and the prompt is cleared.
    await audit.pick('Department', 'Finance (FIN)');
    expect(screen.queryByText('Prompt: Carl checks')).toBeNull();
    // Finance has no prompt: the picker says so instead of inviting a choice it cannot offer.
    expect(screen.getByRole('button', { name: /Prompt$/ })).toHaveTextContent('No prompts in this department');
    expect(screen.getByRole('button', { name: /Prompt$/ })).toBeDisabled();
    await audit.pick('Model', 'gpt-audit-large');
    expect(screen.getByText('Slower, more thorough')).toBeInTheDocument();
  });

  it('searches departments by what is typed', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.type(screen.getByRole('combobox', { name: 'Department' }), 'fin');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Finance (FIN)']);
  });

  it('stops the chain when the models call fails, with a warning toast naming the status', async () => {
    const api = auditApi();
    api.fail('GET', '/v1/models', 500);
    const audit = await startAuditHarness();
    await waitFor(() => expect(toastTitles()).toContain('The models could not be loaded (status 500).'));
    expect(api.calls.map((call) => call.path)).toEqual(['/v1/models']);
    expect(screen.getByText('The audit assistant could not load everything it needs.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    api.fail('GET', '/v1/models', 0);
    await audit.user.click(screen.getByRole('button', { name: 'Try again' }));
    await audit.ready();
  });

  it('sends the query with the prompt template, model, temperature and risk option; clears and streams the answer as Markdown', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    expect(sendButton()).toBeDisabled();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('checkbox', { name: 'Add a risk assessment' }));
    const temperature = screen.getByRole('textbox', { name: 'Temperature' });
    await audit.user.clear(temperature);
    await audit.user.type(temperature, '0.46');
    await audit.user.tab();
    expect(temperature).toHaveValue('0.5');
    await audit.user.type(queryBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await audit.user.type(queryBox(), 'Is ACME a risk?');
    api.answer(['**No** ', 'risk found.'], { held: true });
    await audit.user.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/v1/rag/stream')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/rag/stream')[0]!.body).toEqual({
      model: 'gpt-audit',
      query: '   Is ACME a risk?',
      prompt_template: 'You review vendors.',
      risk_assesment: true,
      temperature: 0.5,
      agentmode: false,
      // The stored version: the API answers with its own template of it and counts the use.
      prompt_id: 'p-shared',
      prompt_version: 2,
    });
    api.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument());
    const answer = document.querySelector('.audit-answer')!;
    await waitFor(() => expect(answer).toHaveTextContent('No risk found.'));
    expect(answer.querySelector('strong')).toHaveTextContent('No');
  }, typingScenarioMs);

  it('cancel stops the answer and shows the abort toast', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    api.answer(['Half ', 'an answer'], { held: true });
    await audit.user.type(queryBox(), 'Question');
    await audit.user.click(sendButton());
    await audit.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toastTitles()).toContain('The response was aborted.'));
    expect(sendButton()).toBeEnabled();
  });

  it('accepts "0,7" as the temperature in German', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.chooseGerman();
    const temperature = screen.getByRole('textbox', { name: 'Temperatur' });
    await audit.user.clear(temperature);
    await audit.user.type(temperature, '0,7');
    await audit.user.tab();
    expect(temperature).toHaveValue('0,7');
    await audit.user.type(screen.getByRole('textbox', { name: 'Deine Anfrage' }), 'Frage');
    await audit.user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/rag/stream')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/rag/stream')[0]!.body).toMatchObject({ temperature: 0.7 });
  });

  it('the output preview is read-only while waiting and writes edits back when closed afterwards; delete empties it', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    api.answer(['First ', 'answer'], { held: true });
    await audit.user.type(queryBox(), 'Question');
    await audit.user.click(sendButton());
    await audit.user.click(await screen.findByRole('button', { name: 'Preview answer' }));
    const waitingText = await screen.findByRole('textbox', { name: /read-only/ });
    expect(waitingText).toHaveAttribute('readonly');
    await audit.user.click(screen.getByRole('button', { name: 'Close' }));
    api.release();
    await waitFor(() => expect(document.querySelector('.audit-answer')).toHaveTextContent('First answer'));

    await audit.user.click(screen.getByRole('button', { name: 'Preview answer' }));
    const editable = await screen.findByRole('textbox', { name: /edits are kept/ });
    await audit.user.clear(editable);
    await audit.user.type(editable, 'Edited answer');
    await audit.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelector('.audit-answer')).toHaveTextContent('Edited answer'));

    await audit.user.click(screen.getByRole('button', { name: 'Delete answer' }));
    expect(document.querySelector('.audit-answer')).toBeNull();
    expect(screen.getByText('The answer appears here.')).toBeInTheDocument();
  });

  it('shows a prompt\'s text as text, never as HTML', async () => {
    const api = auditApi();
    api.state.departments[1]!.prompts = [prompt({ prompt_template: '<img src=x onerror="alert(1)"> **bold**', description: '<b>desc</b>' })];
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    await audit.user.click(screen.getByRole('button', { name: 'Show prompt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('<img src=x onerror="alert(1)"> **bold**')).toBeInTheDocument();
    expect(within(dialog).getByText('<b>desc</b>')).toBeInTheDocument();
    expect(dialog.querySelector('img, b')).toBeNull();
  });
});

describe('the audit assistant on the one tool layout', () => {
  setupMswForSuite();

  it('its settings panel closes, and opens again from "Audit settings" at the head of the work area; the choice is the audit’s own', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    const panel = () => screen.queryByRole('complementary', { name: 'Audit settings' });
    await audit.user.click(within(panel()!).getByRole('button', { name: 'Close sidebar' }));
    expect(panel()).toBeNull();
    // The query stays, and the way back is named after the panel.
    expect(screen.getByRole('textbox', { name: 'Your query' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Audit settings' })).toHaveFocus();
    expect(selectPanelOpen(audit.store.getState(), 'audit')).toBe(false);
    expect(selectPanelOpen(audit.store.getState(), 'chat')).toBe(true);

    await audit.user.click(screen.getByRole('button', { name: 'Audit settings' }));
    expect(within(panel()!).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    expect(selectPanelOpen(audit.store.getState(), 'audit')).toBe(true);
  });
});
