import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { botApi, reply, startScosHarness } from './scos-tool.test-support';

const welcome = {
  type: 'BUTTON_LIST',
  message: 'Hello! How can I help?',
  data: { buttons: [{ type: 'POSTBACK', label: 'Copy the order number', value: 'clipboard:4711' }] },
};

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('a "clipboard:" button the browser cannot copy for (tools.md §8)', () => {
  setupMswForSuite();

  it('says so in a warning toast, and sends nothing to the bot', async () => {
    const bot = botApi(() => reply(welcome));
    const { user } = await startScosHarness();
    await screen.findByText('Hello! How can I help?');
    // Both ways refused: the Clipboard API (permissions) and the text-area fallback.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy the order number' }));

    const toast = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.toast-region .toast');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(toast).toHaveTextContent('Could not copy to the clipboard.');
    expect(toast).toHaveClass('toast-warning');
    expect(bot.calls).toHaveLength(1);
  });
});
