import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import { chatSentinels } from '../../domain/chat-sentinels';
import { takeAlongFile } from '../take-along/take-along-file';
import { planImport } from '../take-along/take-along-plan';
import { takeAlong } from './chat.take-along';

const now = Date.UTC(2026, 10, 27, 12);
const scope = { tenant: 'corporate', userId: 'alice' } as const;
const chat = (sessionId: string, last: Chat['messages'][number]): Chat => ({
  sessionId, name: null, timeStamp: now - 60_000, createdAt: now - 120_000, documents: [],
  messages: [{ role: 'user', content: 'Wie weit ist der Bericht?' }, last],
});

describe("the general chat's part of the take-along file", () => {
  it('an exported chat still waiting for an answer no page here will fill comes in with the generic error; a kept one stays waiting', () => {
    const typing = { role: 'assistant' as const, content: chatSentinels.typing };
    const kept = { ...typing, kept: { answerId: 'answer-1', text: 'Zur Hälfte' } };
    const file = takeAlongFile({
      exportedAt: now - 30_000, user: 'alice', tenant: 'corporate',
      tools: { chat: { lists: { chats: { version: 3, items: [chat('session_lost', typing), chat('session_kept', kept)] } }, settings: {} } },
    });
    const planned = planImport(file, { lists: {}, settings: {} }, { scope, now, sections: [takeAlong], usableComponents: null });
    if (!planned.ok) throw new Error(`refused: ${planned.refusal.reason}`);
    const incoming = planned.plan.lists.find((list) => list.list === 'chats')!.incoming as Chat[];
    const last = (id: string) => incoming.find((item) => item.sessionId === id)?.messages.at(-1);
    expect(last('session_lost')).toEqual({ role: 'assistant', content: chatSentinels.generic });
    expect(last('session_kept')).toEqual(kept);
  });
});
