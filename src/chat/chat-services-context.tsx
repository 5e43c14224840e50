import { createContext, useContext } from 'react';
import type { ChatPersistence } from '../persistence/chat-persistence.types';
import type { ChatServices } from './chat-services';

export interface ChatContextValue {
  services: ChatServices;
  persistence: ChatPersistence;
}

const ChatContext = createContext<ChatContextValue | null>(null);

export const ChatContextProvider = ChatContext.Provider;

export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext needs a <ChatContextProvider>');
  return value;
}
