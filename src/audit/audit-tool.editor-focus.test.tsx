import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { auditApi, defaultState, prompt, startAuditHarness, toastTitles, typingScenarioMs } from './audit-tool.test-support';

/** Enter on `button` opens its confirmation, whose Confirm has the focus; Enter confirms. */
async function confirmByKeyboard(audit: Awaited<ReturnType<typeof startAuditHarness>>, button: HTMLElement) {
  act(() => button.focus());
  await audit.user.keyboard('{Enter}');
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(confirm).toHaveFocus());
  await audit.user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** As Chromium does (and jsdom does not): a focused control that becomes disabled loses the focus to body. */
function blurWhenDisabled() {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches(':disabled')) active.blur();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  onTestFinished(() => observer.disconnect());
}

describe('the prompt editor by keyboard: after a confirmation whose button is disabled or gone, the focus is on what changed, never on body', () => {
  setupMswForSuite();

  it('"Save new" is disabled while the prompt is saved: the focus goes to the editor\'s heading, now the new prompt\'s', async () => {
    blurWhenDisabled();
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.pick('Department', 'IT (IT)');
    await audit.user.type(screen.getByRole('textbox', { name: 'Prompt name' }), 'Travel costs');
    await audit.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Checks travel costs');
    await audit.user.type(screen.getByRole('textbox', { name: 'Template' }), 'You check travel costs.');
    api.state.departments[1]!.prompts.push(prompt({ id: 'p-new', prompt_name: 'Travel costs' }));

    await confirmByKeyboard(audit, screen.getByRole('button', { name: 'Save new' }));

    await waitFor(() => expect(toastTitles()).toContain('Prompt Travel costs created.'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prompt: Travel costs' })).toHaveFocus());
  }, typingScenarioMs);

  it('"Make version 2 live" goes with the candidate: the focus goes to the version history\'s heading', async () => {
    const state = defaultState();
    state.departments[1]!.prompts[0] = prompt({ version: 2, live_version: 1 });
    const api = auditApi(state);
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.user.click(screen.getByRole('button', { name: 'Manage prompts' }));
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    const history = within(screen.getByRole('region', { name: /Version history/ }));
    // The prompts read again after the change come late, as on a real network: after the dialog gave the focus back.
    let deliver = () => undefined as void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    mswServer.use(http.get(`${defaultApiBase}/v1/prompts`, async () => {
      await delivered;
      return HttpResponse.json(state.departments);
    }));
    state.departments[1]!.prompts[0] = prompt({ version: 2, live_version: 2 });
    const makeLive = await history.findByRole('button', { name: 'Make version 2 live' });

    await confirmByKeyboard(audit, makeLive);
    await waitFor(() => expect(api.callsTo('POST', '/v1/prompt/p-shared/live')).toHaveLength(1));
    await waitFor(() => expect(makeLive).toHaveFocus());
    deliver();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make version 2 live' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Version history (current: version 2)' })).toHaveFocus());
  }, typingScenarioMs);
});
