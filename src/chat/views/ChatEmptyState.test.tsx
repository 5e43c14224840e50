import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unansweredHandler } from '../../../test/msw/handlers/chat-stream';
import { mswServer, setupMswForSuite } from '../../../test/msw/server';
import { openChatPage } from './chat-page.test-support';

setupMswForSuite();

const examples = () => screen.getByRole('list', { name: 'Example questions' });

describe('a new chat (a short empty state with a few example questions)', () => {
  it('says what to do and offers four example questions', async () => {
    await openChatPage([]);

    expect(screen.getByRole('heading', { name: 'How can I help?' })).toBeInTheDocument();
    expect(screen.getByText('Ask a question, or upload documents and ask about them.')).toBeInTheDocument();
    expect(within(examples()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      "Draft a friendly reminder about tomorrow's team meeting",
      'Explain the difference between a budget and a forecast',
      'Summarise these notes in three bullet points:',
      'Write an Excel formula that adds up column B where column A says “open”',
    ]);
  });

  it('pressing one puts it in the message box, the caret after it, and sends nothing until the user does', async () => {
    mswServer.use(unansweredHandler('/v1/chat/stream'));
    const page = await openChatPage([]);
    const box = screen.getByRole('textbox', { name: 'Message' });

    await page.user.click(within(examples()).getByRole('button', { name: 'Summarise these notes in three bullet points:' }));

    expect(box).toHaveValue('Summarise these notes in three bullet points: ');
    expect(box).toHaveFocus();
    expect(box).toHaveProperty('selectionStart', 'Summarise these notes in three bullet points: '.length);
    expect(page.messages()).toEqual([]);

    await page.user.keyboard('budget meeting, Monday{Enter}');

    await waitFor(() => expect(page.messages()[0]).toEqual({ role: 'user', content: 'Summarise these notes in three bullet points: budget meeting, Monday' }));
  });
});
