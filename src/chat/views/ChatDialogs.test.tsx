import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { EditMessageDialog } from '../../conversation/views/EditMessageDialog';
import { ExpiredChatsDialog } from '../../conversation/views/ExpiredChatsDialog';
import { HelpDialog } from './HelpDialog';
import { RenameDialog } from '../../dialogs/RenameDialog';

async function renderIn(ui: React.ReactNode) {
  const i18n = await initI18n('en-US');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('chat dialogs', () => {
  it('rename: trimmed, not empty, not another chat’s name', async () => {
    const onRename = vi.fn();
    await renderIn(
      <RenameDialog current="Old" validate={(name) => (name === '' ? 'empty' : name === 'Taken' ? 'taken' : null)} onRename={onRename} onCancel={() => {}} />,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    expect(screen.getByText('The name must not be empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, 'Taken');
    expect(screen.getByText('Another chat already has this name.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '  Budget  {Enter}');
    expect(onRename).toHaveBeenCalledWith('Budget');
  });

  it('confirm: Enter confirms, Cancel cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderIn(<ConfirmDialog headline="Delete “Budget”?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Delete “Budget”?' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('edit message: send is disabled while the trimmed text is empty', async () => {
    const onSend = vi.fn();
    await renderIn(<EditMessageDialog text="Question?" onSend={onSend} onCancel={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(field, 'Better question? ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Better question?');
  });

  it('expired chats: one download per chat, no way out but confirming the removal', async () => {
    const onDownload = vi.fn();
    const onConfirm = vi.fn();
    await renderIn(
      <ExpiredChatsDialog
        chats={[{ label: 'Ancient', value: 'session_a' }, { label: 'Older', value: 'session_b' }]}
        onDownload={onDownload}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Chats older than 90 days' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download: Older' }));
    expect(onDownload).toHaveBeenCalledWith('session_b');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete them' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('help lists how the chat works', async () => {
    await renderIn(<HelpDialog onClose={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
