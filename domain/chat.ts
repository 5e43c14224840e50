/** tools.md §3: the chats' durable data, as stored. Shared by slices, machines, views and the persistence. */

import type { ContextReceipt } from './context-receipt';

export type Role = 'user' | 'assistant';

export interface ChatMessage {
  role: Role;
  /** Text, or one of the sentinels of chat-sentinels.ts (typing placeholder, errors). */
  content: string;
  /** An answer's context receipt, when its backend sent one (stored since chat-list version 2). */
  receipt?: ContextReceipt;
  /**
   * Only on a typing placeholder whose answer the backend keeps (`resumableAnswers`): the
   * answer's id, and the text a page had shown of it when it went (stored since chat-list version 3).
   * A later page re-attaches to it from there instead of calling it lost.
   */
  kept?: KeptAnswer;
  /**
   * An answer's row in the usage ledger, when its last line named one (stored since chat-list
   * version 5): what a vote on it names. An answer without one offers no vote.
   */
  ledgerId?: string;
}

/** A kept answer a placeholder waits for: which one, and how much of its text is already shown. */
export interface KeptAnswer {
  answerId: string;
  text: string;
}

export interface Chat {
  /** `session_` + a random UUID. */
  sessionId: string;
  /** null until named (by the user or by auto-naming). */
  name: string | null;
  messages: ChatMessage[];
  /** Last change, ms since the epoch. */
  timeStamp: number;
  /** Creation, ms since the epoch; expiry (90 days) counts from here. */
  createdAt: number;
  /** doc_hash of each document selected as context. */
  documents: string[];
}

/** An uploaded document as the spec stores it: label = file name, value = doc_hash. */
export interface UploadedDocument {
  timeStamp: number;
  option: { label: string; value: string };
}

/** Which storage keys a tenant uses (tools.md §3 "Local storage"). */
export type Tenant = 'corporate' | 'trial';

/** Whose persisted lists are read and written. */
export interface StorageScope {
  tenant: Tenant;
  /** The signed-in user's subject; null only when authentication is switched off (one shared list). */
  userId: string | null;
}
