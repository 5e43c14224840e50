import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangingButton } from './ChangingButton';

/** Send that turns into Cancel once sent, the way every tool's send button does; `answer()` ends the wait from outside. */
function SendOrCancel({ onSend, onCancel, submitOnKeyDown = false }: { onSend: () => void; onCancel: () => void; submitOnKeyDown?: boolean }) {
  const [waiting, setWaiting] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (submitOnKeyDown) {
          onSend();
          setWaiting(true);
        }
      }}
    >
      <ChangingButton
        face={waiting ? 'cancel' : 'send'}
        onPress={() => {
          if (waiting) onCancel();
          else onSend();
          setWaiting(!waiting);
        }}
      >
        {waiting ? 'Cancel' : 'Send'}
      </ChangingButton>
      <button type="button" onClick={() => setWaiting(false)}>
        answer
      </button>
    </form>
  );
}

describe('a button that turns into another', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s presses Send once: the Cancel it turns into keeps the focus and is not pressed by the same key', async (_name, key) => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onCancel = vi.fn();
    render(<SendOrCancel onSend={onSend} onCancel={onCancel} />);
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.keyboard(key);
    expect(onSend).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard(key);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('is never a submit button: Enter on it leaves the form alone', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SendOrCancel onSend={onSend} onCancel={vi.fn()} submitOnKeyDown />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await user.keyboard('{Enter}');
    // One send, from the press; a submitting form would have sent on the key-down as well.
    expect(onSend).toHaveBeenCalledOnce();
  });

  it.each([
    ['a key', async (user: ReturnType<typeof userEvent.setup>, press: () => Promise<void>) => { await user.keyboard('[Space>]'); await press(); await user.keyboard('[/Space]'); }],
    ['the mouse', async (user: ReturnType<typeof userEvent.setup>, press: () => Promise<void>) => { await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Cancel' }) }); await press(); await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Send' }) }); }],
  ])('a press begun on Cancel with %s and ended after it turned back into Send presses neither', async (_name, pressAcrossTheChange) => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onCancel = vi.fn();
    render(<SendOrCancel onSend={onSend} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    onSend.mockClear();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    // The answer ends while the key or button is held down.
    await pressAcrossTheChange(user, async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
