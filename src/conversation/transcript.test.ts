import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import type { Chat } from '../../domain/chat';
import { summarizationTranscript, transcript, transcriptFileName } from './transcript';

const chat: Chat = {
  sessionId: 'session_1',
  name: 'Quarterly report: questions?',
  createdAt: 0,
  timeStamp: 0,
  documents: [],
  messages: [
    { role: 'user', content: 'What does\nthe report say?' },
    { role: 'assistant', content: 'It says **growth**.' },
  ],
};
const labels = { you: 'You', assistant: 'Assistant', untitled: 'New chat' };
const same = (content: string) => content;

describe('transcripts', () => {
  it('plain text names who said what', () => {
    expect(transcript(chat, 'text', labels, same)).toBe(
      'Quarterly report: questions?\n============================\n\nYou:\nWhat does\nthe report say?\n\nAssistant:\nIt says **growth**.\n',
    );
  });

  it('Markdown keeps the answer as Markdown under a heading', () => {
    expect(transcript(chat, 'markdown', labels, same)).toContain('# Quarterly report: questions?\n\n**You:**\n\nWhat does');
  });

  it('the summarisation body is one "role: text" line per message', () => {
    expect(summarizationTranscript(chat)).toBe('user: What does the report say?\nassistant: It says **growth**.');
  });

  it('the summarisation body leaves out a typing placeholder and stored errors: they are not what the chat is about', () => {
    const asked = { ...chat, messages: [...chat.messages, { role: 'user' as const, content: 'And costs?' }, { role: 'assistant' as const, content: chatSentinels.generic }, { role: 'user' as const, content: 'Costs?' }, { role: 'assistant' as const, content: chatSentinels.typing }] };
    expect(summarizationTranscript(asked)).toBe('user: What does the report say?\nassistant: It says **growth**.\nuser: And costs?\nuser: Costs?');
  });

  it('file names are safe and never empty', () => {
    expect(transcriptFileName(chat, 'markdown', 'New chat')).toBe('Quarterly-report-questions.md');
    expect(transcriptFileName({ ...chat, name: '???' }, 'text', 'New chat')).toBe('chat.txt');
    expect(transcriptFileName({ ...chat, name: null }, 'text', 'New chat')).toBe('New-chat.txt');
  });
});
