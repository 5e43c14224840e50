import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import type { Chat } from '../../domain/chat';
import type { ContextReceipt } from '../../domain/context-receipt';
import { initI18n } from '../i18n/i18n';
import { receiptLines, receiptText } from './receipt-text';
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

  it('an answer with a context receipt is followed by it in both formats; one without has none', async () => {
    const i18n = await initI18n('en-US');
    const receipt: ContextReceipt = {
      documents: [
        { name: 'report.pdf', docHash: 'a'.repeat(64), use: 'whole', passages: [], passageCount: 3, tokens: 1240, leftOut: false },
        { name: 'handbook.pdf', docHash: 'b'.repeat(64), use: 'passages', passages: [3, 7], passageCount: 412, tokens: 1860, leftOut: true },
      ],
      tokens: 3100,
      truncated: true,
    };
    const told = (r: ContextReceipt) => receiptLines(receiptText(r, i18n.getFixedT('en-US', 'chat-stream'), 'en-US'));
    const withReceipt: Chat = { ...chat, messages: [chat.messages[0]!, { ...chat.messages[1]!, receipt }] };
    const lines = [
      'Context: 2 documents, 2 passages, ~3,100 tokens. Shortened to fit the model\'s limit.',
      '- report.pdf: whole text, ~1,240 tokens',
      '- handbook.pdf: passages 3, 7 of 412, ~1,860 tokens; not all of it went in',
    ].join('\n');
    expect(transcript(withReceipt, 'text', labels, same, told)).toContain(`Assistant:\nIt says **growth**.\n\n${lines}\n`);
    expect(transcript(withReceipt, 'markdown', labels, same, told)).toContain(`**Assistant:**\n\nIt says **growth**.\n\n${lines}\n`);
    expect(transcript(chat, 'text', labels, same, told)).not.toContain('Context');

    await i18n.changeLanguage('de-DE');
    const german = receiptLines(receiptText(receipt, i18n.getFixedT('de-DE', 'chat-stream'), 'de-DE'));
    expect(german[0]).toBe('Kontext: 2 Dokumente, 2 Abschnitte, ~3.100 Tokens. Gekürzt, damit es ins Limit des Modells passt.');
    expect(german[2]).toBe('- handbook.pdf: Abschnitte 3, 7 von 412, ~1.860 Tokens; nicht alles davon ging ein');
    // The chat's oldest messages left out: a line of its own, after the summary.
    const longChat = receiptLines(receiptText({ ...receipt, earlierMessages: 1 }, i18n.getFixedT('de-DE', 'chat-stream'), 'de-DE'));
    expect(longChat[1]).toBe('Das Modell hat die erste Nachricht dieses Chats nicht gesehen: Der Chat ist länger als sein Limit.');
    expect(longChat).toHaveLength(4);
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
