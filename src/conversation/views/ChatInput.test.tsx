import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ChatInput, type ChatInputProps } from './ChatInput';

async function renderInput(props: Partial<ChatInputProps> = {}) {
  const i18n = await initI18n('en-US');
  const handlers = { onSend: vi.fn(), onCancel: vi.fn(), onUpload: vi.fn(), onPasteFiles: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <ChatInput waiting={false} canCancel={false} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return { ...handlers, field: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

describe('the chat input', () => {
  it('sends the trimmed text with Enter and empties itself', async () => {
    const { onSend, field } = await renderInput();
    await userEvent.type(field, '  What is the budget?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What is the budget?');
    expect(field).toHaveValue('');
  });

  it('adds a line at the caret with Ctrl+Enter or Meta+Enter, which browsers do not do by themselves', async () => {
    const { onSend, field } = await renderInput();
    await userEvent.type(field, 'first');
    // fireEvent has no default action: the line comes from the input itself.
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    await userEvent.type(field, 'second');
    fireEvent.keyDown(field, { key: 'Enter', metaKey: true });
    expect(field).toHaveValue('first\nsecond\n');

    field.setSelectionRange(2, 5);
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(field).toHaveValue('fi\n\nsecond\n');
    expect(field.selectionStart).toBe(3);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('leaves Shift+Enter to the browser (a new line) and does not send', async () => {
    const { onSend, field } = await renderInput();
    await userEvent.type(field, 'one{Shift>}{Enter}{/Shift}two');
    expect(field).toHaveValue('one\ntwo');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send while a character is being composed (an input method editor)', async () => {
    const { onSend, field } = await renderInput();
    await userEvent.type(field, 'kanji');
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send an empty or blank text', async () => {
    const { onSend, field } = await renderInput();
    await userEvent.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('while waiting, the send button is the cancel button, and Enter sends nothing', async () => {
    const { onSend, onCancel, field } = await renderInput({ waiting: true, canCancel: true });
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.type(field, 'next question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('a pasted 20,000-line log is called too long before sending and stays in the box', async () => {
    const { onSend, field } = await renderInput();
    const log = Array.from({ length: 20_000 }, (_, line) => `2026-12-02 04:00:00 INFO request ${line} handled in 12 ms`).join('\n');
    fireEvent.change(field, { target: { value: log } });
    expect(screen.getByRole('status')).toHaveTextContent(`at ${log.length.toLocaleString('en-US')} characters it is over the limit of 40,000 tokens`);
    expect(field).toHaveAccessibleDescription(/too long to send/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue(log);

    fireEvent.change(field, { target: { value: log.slice(0, 10_000) } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('the focus when Send or Stop becomes disabled', () => {
  async function renderWaiting() {
    const i18n = await initI18n('en-US');
    const view = (waiting: boolean) => (
      <I18nextProvider i18n={i18n}>
        <ChatInput waiting={waiting} canCancel onSend={vi.fn()} onCancel={vi.fn()} />
      </I18nextProvider>
    );
    const { rerender } = render(view(true));
    return { answerCame: () => rerender(view(false)) };
  }

  it('Stop had the focus and the answer came with the box empty: the focus goes to the message box, not to body', async () => {
    const { answerCame } = await renderWaiting();
    screen.getByRole('button', { name: 'Stop' }).focus();
    answerCame();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('the focus elsewhere stays where it is', async () => {
    const { answerCame } = await renderWaiting();
    screen.getByRole('button', { name: 'Stop' }).focus();
    await userEvent.tab();
    const elsewhere = document.activeElement;
    answerCame();
    expect(document.activeElement).toBe(elsewhere);
  });
});
