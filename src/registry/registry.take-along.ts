import { withLostPlaceholdersSettled } from '../../store/chat-list';
import { CHAT_EXPIRY_MS } from '../../store/chats.slice';
import type { RegistryChat } from '../../store/registry-chats.slice';
import { takeAlongChats, type TakeAlongSection } from '../take-along/take-along-section';
import { registryChatListKind, registryListKey } from './registry-lists';
import { parseRememberedComponent, rememberedComponentKey, rememberedComponentRecord } from './remembered-component';

/**
 * The registry's part of the take-along file: its chats (each with its component) and the
 * component set last; both only for components the user may still use.
 */
export const takeAlong: TakeAlongSection = {
  tool: 'registry',
  lists: [
    takeAlongChats<RegistryChat>({
      kind: registryChatListKind,
      keyOf: registryListKey,
      maxAgeMs: CHAT_EXPIRY_MS,
      componentOf: (chat) => chat.component,
      imported: withLostPlaceholdersSettled,
    }),
  ],
  settings: [
    {
      name: 'component',
      keyOf: rememberedComponentKey,
      parse: (value) => {
        const component = parseRememberedComponent(value);
        return component ? rememberedComponentRecord(component) : undefined;
      },
      componentOf: (value) => parseRememberedComponent(value)?.key,
    },
  ],
};
