import { describe, expect, it } from 'vitest';
import { clampChatName, maxChatNameLength, nameFromTranscript } from './chat-name';

describe('naming a chat without a model', () => {
  it("takes the user's first message", () => {
    expect(nameFromTranscript('assistant: Hello!\nuser: Wie hoch war der Umsatz im März?\nassistant: 12 Mio.')).toBe(
      'Wie hoch war der Umsatz im März?',
    );
  });

  it('falls back to the first line with text when no user line exists', () => {
    expect(nameFromTranscript('\nassistant: Welcome to the studio\n')).toBe('Welcome to the studio');
  });

  it('cuts a long message at a word and marks the cut', () => {
    const name = nameFromTranscript(`user: ${'Please explain the travel expense policy for international trips '.repeat(3)}`);
    expect(name.length).toBeLessThanOrEqual(maxChatNameLength);
    expect(name).toMatch(/^Please explain the travel expense policy for\b.*…$/);
  });

  it('drops Markdown, quotes and line breaks', () => {
    expect(clampChatName('  "**Budget** 2025:"  \n')).toBe('Budget 2025');
  });

  it('gives an empty name for an empty transcript', () => {
    expect(nameFromTranscript(' \n user:  \n')).toBe('');
  });
});
