import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../domain/chat';
import type { Locale } from '../../../store/locale.slice';
import { chatSentinels } from '../../../domain/chat-sentinels';
import { initI18n } from '../../i18n/i18n';
import { findExecutable } from '../../markdown/find-executable';
import { createManualFrames } from '../../markdown/frame-scheduler';
import { MessageContent } from './MessageContent';

async function renderMessage(message: ChatMessage, locale: Locale = 'en-US') {
  const i18n = await initI18n(locale);
  const frames = createManualFrames();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MessageContent message={message} frames={frames.schedule} />
    </I18nextProvider>,
  );
  const update = (content: string) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <MessageContent message={{ ...message, content }} frames={frames.schedule} />
      </I18nextProvider>,
    );
  return { ...view, frames, update };
}

describe('MessageContent', () => {
  it('user text is shown as text, never as HTML, with its line breaks', async () => {
    const content = '<b>not bold</b> <img src=x onerror=alert(1)>\nsecond line *not emphasis*';
    const { container } = await renderMessage({ role: 'user', content });
    const text = container.querySelector('.message-text');
    expect(text?.textContent).toBe(content);
    expect(text?.children).toHaveLength(0);
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('assistant text is sanitised Markdown whose links open in a new tab', async () => {
    const { container } = await renderMessage({
      role: 'assistant',
      content: '**Bold** and [docs](https://example.com/docs).\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))',
    });
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    // Inside the blocks (their wrappers carry React's own `display: contents` style).
    const blocks = [...container.querySelectorAll('.markdown > div')];
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.flatMap((block) => findExecutable(block.innerHTML))).toEqual([]);
  });

  it('an assistant answer starting with noMd2Html: is raw text with line breaks', async () => {
    const { container } = await renderMessage({ role: 'assistant', content: 'noMd2Html:*one*\n<two>' });
    expect(container.querySelector('.markdown')?.innerHTML).toContain('*one*<br>&lt;two&gt;');
  });

  it('the typing placeholder is an accessible status, not the sentinel text', async () => {
    const { container } = await renderMessage({ role: 'assistant', content: chatSentinels.typing });
    expect(screen.getByRole('status', { name: 'The assistant is writing…' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('\u0000');
  });

  it.each([
    [chatSentinels.generic, 'en-US', 'Oops! Something went wrong while processing your request...'],
    [chatSentinels.rateLimit, 'en-US', 'Too many requests. Please try again later. We are experiencing high traffic right now.'],
    [chatSentinels.contextTooLong, 'en-US', 'Text too long'],
    [chatSentinels.contextTooLong, 'en-US', 'The uploaded text is too long. The maximum length is 40,000 tokens. Please send a shorter version.'],
    [chatSentinels.generic, 'de-DE', 'Hoppla! Bei der Bearbeitung deiner Anfrage ist etwas schiefgelaufen …'],
    [chatSentinels.rateLimit, 'de-DE', 'Zu viele Anfragen. Bitte versuche es später noch einmal.'],
  ] as const)('a stored error sentinel is shown in the reader\'s language (%#)', async (content, locale, shown) => {
    const { container } = await renderMessage({ role: 'assistant', content }, locale);
    expect(container).toHaveTextContent(shown);
    expect(container.textContent).not.toContain('\u0000');
  });

  it('the placeholder turns into the answer, which then grows frame by frame', async () => {
    const { container, frames, update } = await renderMessage({ role: 'assistant', content: chatSentinels.typing });
    update('# Ans');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('h1')).toHaveTextContent('Ans');
    update('# Answer\n\nText');
    act(() => frames.runFrame());
    expect(container.querySelector('h1')).toHaveTextContent('Answer');
    expect(container.querySelector('p')).toHaveTextContent('Text');
  });
});
