import { describe, expect, it } from 'vitest';
import type { ScosEntry } from '../../machines/scos/scos-conversation.types';
import { defaultScosSettings } from '../../contracts/runtime-config';
import { parseItem } from './messages/parse-item';
import { context, validItems } from './protocol/reply-fixture';
import { scosTranscript, transcriptFileName } from './scos-transcript';

const bot = (id: number, raw: unknown): ScosEntry => ({ id, from: 'bot', kind: 'item', message: parseItem(raw, context), disabled: false });

const entries: ScosEntry[] = [
  bot(1, validItems.text),
  { id: 2, from: 'user', text: 'Order status' },
  bot(3, validItems.buttonList),
  bot(4, validItems.dataOnly),
  bot(5, validItems.image),
  { id: 6, from: 'bot', kind: 'apology', code: 'ER002' },
  { id: 7, from: 'bot', kind: 'typing' },
];

describe('the customer-service transcript', () => {
  it('labels "you" and "bot", leaves out the filtered types (default: placeholders and DATA_ONLY)', () => {
    expect(scosTranscript(entries, defaultScosSettings, (code) => `sorry ${code}`).split('\n')).toEqual([
      'bot: Hello',
      'you: Order status',
      'bot: Choose [Track] [Cancel] [Page] [Mail] [Call] [Copy]',
      'bot: (image: Parcel)',
      'bot: sorry ER002',
    ]);
  });

  it('uses the configured labels and filter', () => {
    const settings = { transcriptFilter: ['MEDIA', 'BUTTON_LIST', 'placeholder'], transcriptYouLabel: 'Kunde', transcriptBotLabel: 'Assistent' };
    expect(scosTranscript(entries, settings, () => 'x').split('\n')).toEqual(['Assistent: Hello', 'Kunde: Order status', 'Assistent: {"orderId":"4711"}', 'Assistent: x']);
  });

  it.each([
    ['transcript-{name}-{date}.txt', 'Support chat', 'transcript-Support chat-2026-11-24.txt'],
    ['{date}_{name}.txt', 'a/b\\c:d', '2026-11-24_a-b-c-d.txt'],
    ['chat.txt', '', 'chat.txt'],
    ['{name}.txt', '***', '-.txt'],
  ])('file name %s with %j → %s', (pattern, name, expected) => {
    expect(transcriptFileName(pattern, name, new Date('2026-11-24T10:00:00Z'))).toBe(expected);
  });
});
