import { createContext, useContext, type Context, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatStreamMachine } from '../../machines/conversation/chat-stream.machine';
import type { UploadSource } from '../../machines/conversation/upload-queue.types';
import type { uploadQueueMachine } from '../../machines/conversation/upload-queue.machine';
import type { HistoryActor } from '../../machines/persistence/history.machine';
import type { AnswerVotes } from '../feedback/answer-votes';

export type ChatStreamActor = ActorRefFrom<typeof chatStreamMachine>;
export type UploadQueueActor = ActorRefFrom<typeof uploadQueueMachine>;

/** What the shared conversation views do; a tool's commands object provides them. */
export interface ConversationCoreCommands {
  /** A stored message as the reader sees it (sentinels in the reader's language). */
  describe(content: string): string;
  /** Copies a message as shown, and says whether that worked. */
  copy(content: string): void;
  resend(sessionId: string, index: number): void;
  deleteLastMessage(sessionId: string): void;
  cancelAnswer(): void;
  /** The user has read the unreadable-data notice: the lists may be written again. */
  acknowledgeUnreadable(): void;
  retryStorage(): void;
  /** Everything in memory as one JSON file (the storage is full). */
  downloadHistory(): void;
  /** The set-aside copies of unreadable data, as they were stored. */
  downloadUnreadable(): void;
}

/** The commands of a conversation with uploads (the general chat). */
export interface ConversationCommands extends ConversationCoreCommands {
  upload(files: File[], source: UploadSource): void;
  cancelUpload(): void;
}

/** What every conversation has: the streamed answer, the persisted history and the commands (a registry component's chat). */
export interface ConversationCore {
  stream: ChatStreamActor;
  history: HistoryActor;
  commands: ConversationCoreCommands;
  /** The votes on its answers; absent where nobody votes (the trial, the customer service). */
  feedback?: AnswerVotes;
}

/** A tool's conversation: its actors (read by the views) and its commands (the views' one way to write). */
export interface Conversation extends ConversationCore {
  uploads: UploadQueueActor;
  commands: ConversationCommands;
}

const ConversationContext = createContext<ConversationCore | Conversation | null>(null);

export const ConversationProvider = ConversationContext.Provider;

/** A conversation tool's page: the tool in its own context (its views) and in the shared conversation views' one. */
export function ConversationToolProviders<Tool extends ConversationCore>({ tool, toolContext: ToolContext, children }: {
  tool: Tool;
  toolContext: Context<Tool | null>;
  children: ReactNode;
}) {
  return (
    <ToolContext.Provider value={tool}>
      <ConversationProvider value={tool}>{children}</ConversationProvider>
    </ToolContext.Provider>
  );
}

export function useConversation(): ConversationCore {
  const conversation = useContext(ConversationContext);
  if (!conversation) throw new Error('useConversation needs a <ConversationProvider>');
  return conversation;
}

/** The conversation with its uploads, for the views that only make sense with them. */
export function useConversationWithUploads(): Conversation {
  const conversation = useContext(ConversationContext);
  if (!conversation || !('uploads' in conversation)) throw new Error('this view needs a <ConversationProvider> with uploads');
  return conversation;
}
