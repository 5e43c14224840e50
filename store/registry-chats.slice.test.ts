import { describe, expect, it } from 'vitest';
import { chatSentinels } from '../domain/chat-sentinels';
import {
  registryAnswerEnded, registryChatsLoaded, registryChatStarted, registryChatSwitched, registryComponentSet, registryChatsSlice, registryMessageSent,
  selectComponentChats, selectRegistryActiveChat, type RegistryChat, type RegistryChatsState,
} from './registry-chats.slice';
import type { RootState } from './store';

const reduce = (state: RegistryChatsState | undefined, ...actions: Parameters<typeof registryChatsSlice.reducer>[1][]) =>
  actions.reduce((current, action) => registryChatsSlice.reducer(current, action), state ?? registryChatsSlice.getInitialState());
const root = (registryChats: RegistryChatsState) => ({ registryChats }) as unknown as RootState;
const sources = [{ document: 'Travel policy', section: 'Hotels', passage: '120 EUR a night.' }];

const askedTravel = () =>
  reduce(
    undefined,
    registryComponentSet({ component: 'travel-policy_dev' }),
    registryChatStarted({ sessionId: 'session_a', now: 1 }),
    registryMessageSent({ sessionId: 'session_a', content: 'Hotel limit?', now: 2 }),
  );

describe('registry chats (tools.md §3 ragStudioChatHistory, §4 "Retrieval studio")', () => {
  it('a chat starts only with a set component, belongs to it and is named after its first question', () => {
    expect(reduce(undefined, registryChatStarted({ sessionId: 'session_x', now: 1 })).items).toEqual([]);
    const state = askedTravel();
    expect(state.items).toEqual([
      expect.objectContaining({ sessionId: 'session_a', component: 'travel-policy_dev', name: 'Hotel limit?', messages: [
        { role: 'user', content: 'Hotel limit?' }, { role: 'assistant', content: chatSentinels.typing },
      ] }),
    ]);
  });

  it.each([
    ['complete', { status: 'complete' } as const, [{ role: 'assistant', content: '120 EUR.', sources }]],
    ['incomplete: the text is kept, the sources are not', { status: 'incomplete', reason: 'ended-without-done', message: '' } as const, [{ role: 'assistant', content: '120 EUR.' }]],
  ])('an answer that ended %s', (_, end, expected) => {
    const state = reduce(askedTravel(), registryAnswerEnded({ sessionId: 'session_a', text: '120 EUR.', end, sources, now: 3 }));
    expect(state.items[0]!.messages.slice(1)).toEqual(expected);
  });

  it('an answer keeps the ledger id of its last line beside its sources', () => {
    const state = reduce(askedTravel(), registryAnswerEnded({ sessionId: 'session_a', text: '120 EUR.', end: { status: 'complete' }, sources, ledgerId: '1041', now: 3 }));
    expect(state.items[0]!.messages.at(-1)).toEqual({ role: 'assistant', content: '120 EUR.', sources, ledgerId: '1041' });
  });

  it('setting a component clears the current chat and shows only that component\'s chats; an empty unnamed chat left behind goes', () => {
    let state = reduce(askedTravel(), registryAnswerEnded({ sessionId: 'session_a', text: '120 EUR.', end: { status: 'complete' }, sources, now: 3 }));
    state = reduce(state, registryComponentSet({ component: 'it-service-desk_dev' }), registryChatStarted({ sessionId: 'session_b', now: 4 }));
    expect(selectComponentChats(root(state)).map((chat) => chat.sessionId)).toEqual(['session_b']);
    state = reduce(state, registryComponentSet({ component: 'travel-policy_dev' }));
    expect(selectRegistryActiveChat(root(state))).toBeNull();
    expect(state.items.map((chat) => chat.sessionId)).toEqual(['session_a']);
    // Another component's chat cannot be opened while this one is set.
    state = reduce(state, registryChatSwitched({ to: 'session_b' }));
    expect(state.activeSessionId).toBeNull();
    state = reduce(state, registryChatSwitched({ to: 'session_a' }));
    expect(selectRegistryActiveChat(root(state))?.sessionId).toBe('session_a');
  });

  it('a placeholder read from an earlier page becomes the generic error', () => {
    const left: RegistryChat = { ...askedTravel().items[0]! };
    const state = reduce(undefined, registryChatsLoaded({ chats: [left] }));
    expect(state.items[0]!.messages.at(-1)).toEqual({ role: 'assistant', content: chatSentinels.generic });
  });
});
