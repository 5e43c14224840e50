import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswForSuite } from '../../test/msw/server';
import { localeChosen } from '../../store/locale.slice';
import { shownToasts } from '../platform/screen.test-support';
import { botApi, reply, startScosHarness } from './scos-tool.test-support';
import { storedListOf } from '../persistence/testing';

const welcome = { type: 'TEXT', message: 'Hello! How can I help?', chips: [{ label: 'Order status', value: 'order-status' }] };
const input = () => screen.getByRole('textbox', { name: /message/i });

describe('the customer-service demo as the user meets it (real tool, msw)', () => {
  setupMswForSuite();

  it('opens a new chat with "hi" (the §7 request), shows the welcome, and a chip sends its value, clears the chips and returns focus to the input', async () => {
    const bot = botApi((message) =>
      message === 'hi' ? reply(welcome) : reply({ type: 'TEXT', message: 'Your order **#4711** has been shipped.' }, { type: 'DATA_ONLY', data: { orderId: '4711' } }),
    );
    const { user } = await startScosHarness({ scos: { testMode: true } });
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    expect(screen.getByText('test')).toBeInTheDocument();
    expect(bot.calls[0]).toMatchObject({
      token: 'studio-demo',
      body: { version: '2.0', user: { userId: 'USER_alice' }, locale: 'en-US', testMode: true, request: { type: 'TEXT', message: 'hi', data: { uid: 'alice', workforceID: 'W0001', token: 'studio-demo', documents: [] } } },
    });
    await user.click(screen.getByRole('button', { name: 'Order status' }));
    expect(await screen.findByText('#4711', { exact: false })).toBeInTheDocument();
    expect(bot.messages()).toEqual(['hi', 'order-status']);
    expect(screen.queryByRole('button', { name: 'Order status' })).toBeNull();
    expect(input()).toHaveFocus();
    // Announced once through the polite region.
    const announcer = document.querySelector('.scos-messages ~ [role="status"]');
    await waitFor(() => expect(announcer).toHaveTextContent(/^Your order #4711 has been shipped\.$/));
  });

  it('typed text loses its line breaks; the buttons are buttons and links, a javascript: URL is refused, the payload switch says why', async () => {
    const bot = botApi((message) =>
      message === 'hi'
        ? reply(welcome)
        : reply({
            type: 'BUTTON_LIST',
            message: 'What would you like to do?',
            data: {
              buttons: [
                { type: 'POSTBACK', label: 'Cancel the order', value: 'order-cancel', sitData: { orderId: '4711', token: 'stolen' } },
                { type: 'URL', label: 'Open the order page', value: 'https://shop.example.com/orders/4711', target: '_blank' },
                { type: 'URL', label: 'Run me', value: 'javascript:alert(1)' },
                { type: 'EMAIL', label: 'Write to us', value: 'service@example.com' },
                { type: 'PHONE', label: 'Call us', value: '+49 30 1234567' },
                { type: 'POSTBACK', label: 'Copy the order number', value: 'clipboard:4711' },
              ],
            },
          }),
    );
    const { user } = await startScosHarness();
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'my order{Shift>}{Enter}{/Shift}please{Enter}');
    expect(await screen.findByText('What would you like to do?')).toBeInTheDocument();
    expect(bot.messages()[1]).toBe('my order please');
    const page = screen.getByRole('link', { name: /Open the order page/ });
    expect(page).toHaveAttribute('rel', 'noopener noreferrer');
    expect(page).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:service@example.com');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.queryByText('Run me')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Show payload' }));
    expect(screen.getByRole('list', { name: 'Refused or missing' })).toHaveTextContent('Untrusted URL refused (data.buttons[2]): javascript:alert(1)');

    await user.click(screen.getByRole('button', { name: 'Copy the order number' }));
    await waitFor(() => expect(shownToasts().map((toast) => toast.title)).toContain('Copied to the clipboard: 4711'));
    expect(bot.calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(bot.calls).toHaveLength(3));
    expect(bot.calls[2]!.body.request).toMatchObject({ message: 'order-cancel', data: { orderId: '4711', token: 'studio-demo' } });
  });

  it('a link showing one host but opening another (user information) is no link, and the payload switch names why, in English and German', async () => {
    botApi(() =>
      reply({
        type: 'BUTTON_LIST',
        message: 'Sign in here',
        data: {
          buttons: [
            { type: 'URL', label: 'Your account', value: 'https://shop.example.com@evil.example/login' },
            { type: 'URL', label: 'Help', value: 'https://shop.example.com/help' },
          ],
        },
      }),
    );
    const { user, store } = await startScosHarness();
    expect(await screen.findByRole('link', { name: /Help/ })).toHaveAttribute('href', 'https://shop.example.com/help');
    expect(screen.queryByText('Your account')).toBeNull();
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Show payload' }));
    expect(screen.getByRole('list', { name: 'Refused or missing' })).toHaveTextContent(
      'URL refused (data.buttons[0]): user information in the address is not allowed: https://shop.example.com@evil.example/login',
    );
    act(() => void store.dispatch(localeChosen('de-DE')));
    expect(await screen.findByRole('list', { name: 'Abgelehnt oder fehlend' })).toHaveTextContent(
      'URL abgelehnt (data.buttons[0]): Benutzerangaben in der Adresse sind nicht erlaubt: https://shop.example.com@evil.example/login',
    );
  });

  it('a card gallery: each card named, the arrow keys move between them', async () => {
    const cards = ['Phone', 'Tablet', 'Watch', 'Buds'].map((title, n) => ({ title, subtitle: '9 €', image: `media/p${n}.svg`, imageAltText: title, buttons: [{ type: 'POSTBACK', label: `Reserve ${title}`, value: `reserve ${n}` }] }));
    botApi(() => reply({ type: 'CARD', data: { items: cards } }));
    const { user } = await startScosHarness();
    const gallery = await screen.findByRole('list', { name: '4 suggestions' });
    const items = within(gallery).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Phone, 1 of 4', 'Tablet, 2 of 4', 'Watch, 3 of 4', 'Buds, 4 of 4']);
    act(() => items[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(items[2]).toHaveFocus();
    expect(within(items[0]!).getByRole('img', { name: 'Phone' })).toHaveAttribute('src', expect.stringMatching(/\/v1\/scos\/media\/p0\.svg$/));
  });

  it('a card gallery: the previous and next buttons move to the neighbouring card, and stop at the ends', async () => {
    const cards = ['Phone', 'Tablet', 'Watch'].map((title) => ({ title, subtitle: '9 €', buttons: [] }));
    botApi(() => reply({ type: 'CARD', data: { items: cards } }));
    const { user, store } = await startScosHarness();
    const gallery = await screen.findByRole('list', { name: '3 suggestions' });
    const items = within(gallery).getAllByRole('listitem');
    const tabbable = () => items.findIndex((item) => item.tabIndex === 0);
    const previous = screen.getByRole('button', { name: 'Previous card' });
    const next = screen.getByRole('button', { name: 'Next card' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(tabbable()).toBe(1);
    expect(next).toHaveFocus();
    await user.click(next);
    expect(tabbable()).toBe(2);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(tabbable()).toBe(1);
    // The keys and the buttons move the same card.
    act(() => items[1]!.focus());
    await user.keyboard('{Home}');
    expect(previous).toBeDisabled();
    act(() => void store.dispatch(localeChosen('de-DE')));
    expect(await screen.findByRole('button', { name: 'Nächste Karte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Karte' })).toBeDisabled();
  });

  it('an unknown type and an off-list video host are shown as refused rows, never a crash', async () => {
    botApi(() => reply({ type: 'CAROUSEL', message: 'x' }, { type: 'MEDIA', data: { type: 'VIDEO', source: 'https://videos.evil.example/v/1', altText: 'Evil' } }));
    await startScosHarness();
    expect(await screen.findByText('This message could not be shown.')).toBeInTheDocument();
    expect(await screen.findByText(/This video was refused/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['a status other than 200 (ER002)', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), 'ER002'],
    ['an empty response (ER003)', () => reply(), 'ER003'],
    ['a network failure (ER001)', () => HttpResponse.error(), 'ER001'],
  ])('%s shows the maintenance apology', async (_, answer, code) => {
    botApi(answer);
    await startScosHarness();
    expect(await screen.findByText(/technical maintenance/)).toHaveTextContent(code);
  });

  it.each([
    ['the token cannot be refreshed before the turn', 'refresh'],
    ['the bot answers 401', '401'],
  ] as const)('%s: the turn is aborted (tools.md §8), no apology is shown or saved, and the session is told it expired', async (_, failure) => {
    const bot = botApi((message) => (message === 'hi' ? reply(welcome) : HttpResponse.json({ detail: 'The token has expired.' }, { status: 401 })));
    const { user, validTokens, onSessionExpired, storage } = await startScosHarness();
    await screen.findByText('Hello! How can I help?');
    if (failure === 'refresh') validTokens.mockResolvedValue(null);
    await user.type(input(), 'where is my order?{Enter}');
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'The assistant is typing…' })).toBeNull());
    expect(bot.messages()).toEqual(failure === 'refresh' ? ['hi'] : ['hi', 'where is my order?']);
    expect(screen.queryByText(/technical maintenance/)).toBeNull();
    expect(JSON.stringify(storage.data)).not.toMatch(/ER00\d|EG001/);
  });

  it('a bot that stays silent is given up after scos.replyTimeoutMs: the typing row goes, the network-error apology (ER001) comes, the next message is answered', async () => {
    const silent = new Promise<Response>(() => {});
    const bot = botApi((message) => (message === 'hello' ? silent : reply({ type: 'TEXT', message: `Answer to ${message}` })));
    const { user } = await startScosHarness({ scos: { replyTimeoutMs: 500, autoNameAt: 10 } });
    await screen.findByText('Answer to hi');
    await user.type(input(), 'hello{Enter}');
    const typing = await screen.findByRole('status', { name: 'The assistant is typing…' });
    expect(await screen.findByText(/technical maintenance/, undefined, { timeout: 2000 })).toHaveTextContent('ER001');
    expect(typing).not.toBeInTheDocument();
    await user.type(input(), 'again{Enter}');
    expect(await screen.findByText('Answer to again')).toBeInTheDocument();
    expect(bot.messages()).toEqual(['hi', 'hello', 'again']);
  });

  it('a bot that sends too much: the first items are shown one by one, then a note of how many were left out, kept after a reload, in English and German', async () => {
    const flood = Array.from({ length: 8 }, (_, n) => ({ type: 'TEXT', message: `Part ${n + 1}` }));
    botApi((message) => (message === 'hi' ? reply(welcome) : reply(...flood)));
    const { user, storage, store } = await startScosHarness({ scos: { autoNameAt: 99 }, replyLimits: { bytes: 1024 * 1024, items: 3 } });
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'everything{Enter}');
    expect(await screen.findByText('This reply was too long: 5 more messages were left out.')).toBeInTheDocument();
    const rows = () => within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem').map((row) => row.textContent?.trim());
    expect(rows().slice(-4)).toEqual(['Part 1', 'Part 2', 'Part 3', 'This reply was too long: 5 more messages were left out.']);
    expect(screen.queryByText('Part 4')).toBeNull();
    act(() => void store.dispatch(localeChosen('de-DE')));
    expect(await screen.findByText('Diese Antwort war zu lang: 5 weitere Nachrichten wurden weggelassen.')).toBeInTheDocument();
    act(() => void store.dispatch(localeChosen('en-US')));
    await waitFor(async () => expect(JSON.stringify(await storedListOf(storage, 'SCOS_CHAT_HISTORY:alice'))).toContain('"cut"'));

    cleanup();
    await startScosHarness({ storage, scos: { autoNameAt: 99 } });
    expect(await screen.findByText('This reply was too long: 5 more messages were left out.')).toBeInTheDocument();
    expect(screen.getByText('Part 3')).toBeInTheDocument();
  });

  it('a reply larger than the byte limit: what arrived whole is shown, then the note', async () => {
    botApi((message) => (message === 'hi' ? reply(welcome) : reply({ type: 'TEXT', message: 'Short' }, { type: 'TEXT', message: 'y'.repeat(5000) })));
    const { user } = await startScosHarness({ scos: { autoNameAt: 99 }, replyLimits: { bytes: 1000, items: 20 } });
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'everything{Enter}');
    expect(await screen.findByText('This reply was too large: the rest of it was left out.')).toBeInTheDocument();
    expect(screen.getByText('Short')).toBeInTheDocument();
    expect(screen.queryByText(/yyyy/)).toBeNull();
  });

  it('REST switched off: the apology with ES901, nothing sent', async () => {
    const bot = botApi(() => reply(welcome));
    await startScosHarness({ scos: { rest: false } });
    expect(await screen.findByText(/cannot be reached/)).toHaveTextContent('ES901');
    expect(bot.calls).toHaveLength(0);
  });

  it('a date before the minimum sends nothing and says why', async () => {
    const bot = botApi((message) =>
      message === 'hi' ? reply({ type: 'DATE_PICKER', message: 'Pick a day', data: { defaultDate: '2026-03-01', minDate: '2026-03-03', maxDate: '2026-05-01', submitButtonText: 'Book' } }) : reply({ type: 'TEXT', message: 'Booked.' }),
    );
    const { user } = await startScosHarness();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This date is too early.');
    expect(bot.calls).toHaveLength(1);
  });

  it("in German the date picker reads day.month.year (de-DE), not the browser's format", async () => {
    const bot = botApi(() => reply({ type: 'DATE_PICKER', message: 'Wählen Sie einen Tag', data: { defaultDate: '2026-03-04', minDate: '2026-03-03', maxDate: '2026-05-01' } }));
    const { store } = await startScosHarness();
    act(() => void store.dispatch(localeChosen('de-DE')));
    expect(await screen.findByRole('button', { name: 'Datum senden' })).toBeInTheDocument();
    expect(document.querySelector('.scos-date .date-input')).toHaveTextContent(/^4\.3\.2026$/);
    expect(bot.calls).toHaveLength(1);
  });
});
