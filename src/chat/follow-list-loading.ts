import type { ChatPersistence, ListStatus } from '../persistence/chat-persistence.types';
import type { ChatServices } from './chat-services';

/** The list has been read, whatever it held; a failed read will be tried again and is not yet. */
const read = (status: ListStatus) => status !== 'detached' && status !== 'loading' && status !== 'loadFailed';

/**
 * What the chat does once storage has answered, at start and after every scope change: the
 * latest chat opens when the history is in; expired documents go once the documents are in and
 * the history has been read (earlier, the chats that used them would load afterwards and keep them).
 */
export function followListLoading(
  persistence: Pick<ChatPersistence, 'getStatus' | 'subscribe'>,
  chat: Pick<ChatServices, 'removeExpiredDocuments' | 'reopenLatestChat'>,
): () => void {
  let chatsWereReady = false;
  let documentsWereDue = false;
  const follow = () => {
    const { chats, documents } = persistence.getStatus();
    const chatsReady = chats === 'ready';
    const documentsDue = documents === 'ready' && read(chats);
    if (chatsReady && !chatsWereReady) chat.reopenLatestChat();
    if (documentsDue && !documentsWereDue) chat.removeExpiredDocuments();
    chatsWereReady = chatsReady;
    documentsWereDue = documentsDue;
  };
  follow();
  return persistence.subscribe(follow);
}
