import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { downloadText } from '../browser/clipboard';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { botApi, reply, startScosHarness } from './scos-tool.test-support';

vi.mock('../browser/clipboard', async (importOriginal) => ({ ...(await importOriginal<typeof import('../browser/clipboard')>()), downloadText: vi.fn() }));

const welcome = { type: 'TEXT', message: 'Hello! How can I help?' };
const input = () => screen.getByRole('textbox', { name: /message/i });
/** The warning toasts on screen: their headlines. */
const warnings = () => [...document.querySelectorAll('.toast-region .toast-warning strong')].map((title) => title.textContent);

afterEach(() => vi.mocked(downloadText).mockClear());

describe('the customer-service demo’s smaller rules, as the user meets them (tools.md §2, §4, §5, §8)', () => {
  setupMswForSuite();

  it('the sidebar’s "Download transcript" saves the open chat as text, you and bot by turn', async () => {
    botApi((message) => (message === 'hi' ? reply(welcome) : reply({ type: 'TEXT', message: 'Shipped today.' })));
    const { user } = await startScosHarness({ scos: { autoNameAt: 99 } });
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'where is my order?{Enter}');
    await screen.findByText('Shipped today.');
    await user.click(within(screen.getByRole('group', { name: /chat/i })).getByRole('button', { name: 'Download transcript' }));
    expect(downloadText).toHaveBeenCalledTimes(1);
    const [fileName, text, type] = vi.mocked(downloadText).mock.calls[0]!;
    expect(fileName).toMatch(/^transcript-.+\.txt$/);
    expect(type).toBe('text/plain');
    expect(text.split('\n')).toEqual(['bot: Hello! How can I help?', 'you: where is my order?', 'bot: Shipped today.']);
  });

  it('at start-up documents older than 24 hours are dropped, and a warning names them', async () => {
    botApi(() => reply(welcome));
    const now = Date.UTC(2026, 10, 24);
    // 24 hours = 86,400,000 ms, written out.
    const storage = memoryKeyValueStore({
      'SCOS_UPLOADED_DOCS:alice': {
        version: 1,
        deleted: {},
        items: [
          { timeStamp: now - 86_400_001, option: { label: 'old-invoice.pdf', value: 'hash_old' } },
          { timeStamp: now - 86_400_000 + 60_000, option: { label: 'fresh-invoice.pdf', value: 'hash_fresh' } },
        ],
      },
    });
    await startScosHarness({ storage, now: () => now });
    await screen.findByText('Hello! How can I help?');
    await waitFor(() => expect(warnings()).toEqual(['Documents older than 24 hours were removed: old-invoice.pdf']));
    expect(screen.queryByText('old-invoice.pdf')).toBeNull();
    expect(screen.getByText('fresh-invoice.pdf')).toBeInTheDocument();
  });

  it('a chip whose value is the upload trigger or its cancel is not sent as a message: the first opens the upload, the second closes it', async () => {
    const bot = botApi((message) =>
      message === 'hi'
        ? reply({
            type: 'TEXT',
            message: 'Send me the invoice.',
            chips: [
              { label: 'Upload invoice', value: 'upload:start' },
              { label: 'Never mind', value: 'upload:cancel' },
            ],
          })
        : reply({ type: 'TEXT', message: `You said ${message}.` }),
    );
    const { user } = await startScosHarness();
    await user.click(await screen.findByRole('button', { name: 'Upload invoice' }));
    expect(await screen.findByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Never mind' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull());
    expect(bot.messages()).toEqual(['hi']);
  });

  it('Stop while the bot is answering: the typing row goes and a warning says "The response was aborted."', async () => {
    const silent = new Promise<Response>(() => {});
    botApi((message) => (message === 'hi' ? reply(welcome) : silent));
    const { user } = await startScosHarness();
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'hello{Enter}');
    await screen.findByRole('status', { name: 'The assistant is typing…' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(warnings()).toEqual(['The response was aborted.']));
    expect(screen.queryByRole('status', { name: 'The assistant is typing…' })).toBeNull();
  });

  it('switching to a chat that is no longer there is a warning, and the open chat stays', async () => {
    botApi(() => reply(welcome));
    const { tool } = await startScosHarness();
    await screen.findByText('Hello! How can I help?');
    act(() => tool.commands.switchTo('session_gone'));
    await waitFor(() => expect(warnings()).toEqual(['This chat could not be found.']));
    expect(screen.getByText('Hello! How can I help?', { selector: 'p' })).toBeInTheDocument();
  });
});
