/** tools.md §3: the general chat's durable data. Shared by slices, machines and views. */

export type Role = 'user' | 'assistant';

export interface ChatMessage {
  role: Role;
  /** Text, or one of the sentinels of src/errors/catalogue.ts (typing placeholder, errors). */
  content: string;
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
