import type { StorageScope } from '../../domain/chat';
import type { ReplyCut } from '../../domain/scos-reply';
import type { ToolEvent } from '../studio/tool-protocol';

/**
 * A parsed reply item as far as the conversation needs it: its type, the bot's upload trigger, its
 * chips and whether its kind stops answering once the user replies (a date picker). The full shape is src/scos/protocol/messages.ts's ScosMessage, which the turn's
 * effect produces (machines do not know src/).
 */
export interface ReplyItem {
  content: { type: string; uploadTrigger?: 'init' | 'cancel' };
  chips: readonly unknown[];
  closesOnReply: boolean;
}

/** tools.md §8: what a failed turn shows (the maintenance apology) and its code. */
export type ApologyCode = 'ER001' | 'ER002' | 'ER003' | 'ES901' | 'EG001';

/** One row of the conversation. Bot rows keep the parsed item; the user's rows keep what was sent. */
export type ScosEntry =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'bot'; kind: 'item'; message: ReplyItem; disabled: boolean }
  | { id: number; from: 'bot'; kind: 'typing' }
  | { id: number; from: 'bot'; kind: 'apology'; code: ApologyCode }
  /** The studio's note after a reply too large to show whole: what was dropped. */
  | { id: number; from: 'bot'; kind: 'cut'; cut: ReplyCut };

export interface TurnInput {
  message: string;
  /** The open chat's session id (tools.md §3 `session_<uuid>`): the bot's session. */
  sessionId: string;
  sitData: Record<string, unknown>;
  userId: string;
  /** The hashes of the documents uploaded in this conversation. */
  documents: string[];
}

/** `cut`: the reply was larger than the studio shows; `messages` are the items kept. */
/**
 * What a turn came to. `sessionExpired`: the token could not be kept (a failed refresh before the
 * call, or a 401): tools.md §8 "a failed token refresh before an action aborts the action", so no
 * apology is stored; the session's own handling tells the user.
 */
export type TurnOutcome = { ok: true; messages: ReplyItem[]; cut?: ReplyCut } | { ok: false; code: ApologyCode } | { ok: false; sessionExpired: true };

/** A saved chat as the conversation opens it: its rows (bot items parsed again), its name and its documents. */
export interface RestoredChat {
  sessionId: string;
  name: string | null;
  entries: ScosEntry[];
  documents: UploadedDocument[];
}

export type ScosEvent =
  | ToolEvent
  /** The saved chats were read: open this one, or (null) start a new chat under `sessionId`. */
  | { type: 'scos.restore'; chat: RestoredChat | null; sessionId: string }
  /** Switch to a saved chat. */
  | { type: 'scos.open'; chat: RestoredChat }
  /** A new chat: by the user (only once the open one has more than one message) … */
  | { type: 'scos.newChat'; sessionId: string }
  /** … or because the open chat was deleted or expired (always). */
  | { type: 'scos.reset'; sessionId: string }
  | { type: 'scos.renamed'; name: string }
  /** Documents deleted from the list (or expired): no later turn sends them. */
  | { type: 'scos.documentsRemoved'; hashes: string[] }
  /** `label`: what the user's row shows when a chip or button sends a value other than its words. */
  | { type: 'scos.send'; text: string; label?: string; sitData?: Record<string, unknown> }
  | { type: 'scos.abort' }
  /** The studio's language changed. */
  | { type: 'scos.languageChanged' }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  | { type: 'upload.chosen'; file: File };

export interface UploadedDocument {
  name: string;
  hash: string;
}

/** What the upload actor answers: the document, and whether the server cut its text (told, not kept). */
export interface DocumentUpload extends UploadedDocument {
  textTruncated: boolean;
}

/** Told to the wiring: a turn was aborted (warning toast); an upload ended (toast); the open chat changed (stored). */
export type ScosEmitted =
  | { type: 'scos.aborted' }
  | { type: 'scos.uploaded'; name: string; hash: string; textTruncated: boolean }
  | { type: 'scos.uploadFailed'; name: string }
  /** Another chat is open now (`from`: the one left, to be pruned if empty; `created`: a new chat). */
  | { type: 'scos.chatOpened'; from: string | null; to: string; created: boolean }
  /** Auto-naming gave the open chat a name. */
  | { type: 'scos.named'; sessionId: string; name: string }
  /**
   * The open chat's shown rows (without the typing row) or its documents changed: every shown
   * row is a finished message, to be kept. Opening a chat changes nothing in it and is not told.
   */
  | { type: 'scos.changed'; sessionId: string; entries: ScosEntry[]; documents: UploadedDocument[] };

export interface ScosContext {
  scope: StorageScope | null;
  /** The open chat; null until the saved chats are read. */
  sessionId: string | null;
  name: string | null;
  entries: ScosEntry[];
  nextId: number;
  /** Reply items not yet shown: one appears, then a pause, then the next (tools.md §4, §9). */
  queue: ReplyItem[];
  /** What the studio dropped of the reply being shown: noted once its kept items are shown. */
  cut: ReplyCut | null;
  /** The text of the turn under way and the data of the button that sent it. */
  pending: { text: string; sitData: Record<string, unknown> } | null;
  /** The bot's last revealed item asked to start (init) or end (cancel) an upload. */
  uploadTrigger: 'init' | 'cancel' | null;
  /** Uploaded this session: their hashes go with every turn as `documents`. */
  documents: UploadedDocument[];
}

/** The pause between reply items: 300-1000 ms (tools.md §9), from the random source given. */
export const replyPause = (random: () => number) => () => 300 + Math.floor(random() * 701);

/** How long a bot may stay silent before the turn is given up (config.json `scos.replyTimeoutMs`'s default). */
export const defaultReplyTimeoutMs = 30_000;

/** The opening message of every new chat (tools.md §4). */
export const openingMessage = 'hi';

/** The default of the configured message count at which a chat is named. */
export const defaultAutoNameAt = 4;

/** The rows that count as the chat's messages (the typing row, apologies and notes do not). */
export const messageCount = (entries: readonly ScosEntry[]) => entries.filter((entry) => entry.from === 'user' || entry.kind === 'item').length;

/** tools.md §4: an unnamed chat is named once it has `at` messages. */
export const needsName = (context: Pick<ScosContext, 'name' | 'entries'>, at: number) => context.name === null && messageCount(context.entries) >= at;

export const withoutTyping = (entries: ScosEntry[]) => entries.filter((entry) => !(entry.from === 'bot' && entry.kind === 'typing'));

/** Earlier messages lose their chips and the kinds that close on reply (date pickers) are disabled once the user replies (§4, §5). */
export const settled = (entries: ScosEntry[]): ScosEntry[] =>
  entries.map((entry) =>
    entry.from === 'bot' && entry.kind === 'item' && (entry.message.chips.length > 0 || (entry.message.closesOnReply && !entry.disabled))
      ? { ...entry, disabled: entry.message.closesOnReply, message: { ...entry.message, chips: [] } }
      : entry,
  );
