import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { auditApi, startAuditHarness, toastTitles } from './audit-tool.test-support';

const queryBox = () => screen.getByRole('textbox', { name: 'Your query' });

describe('the audit assistant by keyboard: Send turns into Cancel, and the key that sent never cancels', () => {
  setupMswForSuite();

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s on Send sends, the answer streams in full and nothing is aborted', async (_name, key) => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    api.answer(['**No** ', 'risk ', 'found.'], { held: true });
    await audit.user.type(queryBox(), 'Is ACME a risk?');
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await audit.user.keyboard(key);

    // The button became Cancel in place and kept the focus; the key-up did not press it.
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await waitFor(() => expect(api.callsTo('POST', '/v1/rag/stream')).toHaveLength(1));
    api.release();
    await waitFor(() => expect(document.querySelector('.audit-answer')).toHaveTextContent('No risk found.'));
    expect(toastTitles()).not.toContain('The response was aborted.');
  });

  it('Enter on Cancel cancels, once: the Send it turns back into is not pressed by the same key', async () => {
    const api = auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    api.answer(['Half ', 'an answer'], { held: true });
    await audit.user.type(queryBox(), 'Question');
    screen.getByRole('button', { name: 'Send' }).focus();
    await audit.user.keyboard('{Enter}');
    (await screen.findByRole('button', { name: 'Cancel' })).focus();
    await audit.user.keyboard('{Enter}');
    await waitFor(() => expect(toastTitles()).toContain('The response was aborted.'));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(api.callsTo('POST', '/v1/rag/stream')).toHaveLength(1);
  });

  it('the sidebar\'s actions are the kit\'s buttons side by side, and "Unselect prompt" is a button that looks like one', async () => {
    auditApi();
    const audit = await startAuditHarness();
    await audit.ready();
    await audit.pick('Department', 'IT (IT)');
    await audit.pick('Prompt', 'Vendor review');
    const unselect = screen.getByRole('button', { name: 'Unselect prompt' });
    expect(unselect).toHaveClass('button');
    expect(unselect).not.toHaveClass('link');
    const manage = screen.getByRole('button', { name: 'Manage prompts' });
    expect(manage.parentElement).toHaveClass('audit-sidebar-actions');
    expect(screen.getByRole('button', { name: 'Help' }).parentElement).toBe(manage.parentElement);
    await audit.user.keyboard('{Tab}');
    unselect.focus();
    await audit.user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Unselect prompt' })).toBeNull();
  });
});
