/** The take-along file's flow: what the planner tells the machine, and what the view shows. */

/** Why a file is refused; nothing is changed for any of them. */
export type Refusal =
  | { reason: 'notJson' }
  | { reason: 'notArchive' }
  | { reason: 'newerVersion'; version: number }
  | { reason: 'otherUser' }
  | { reason: 'otherTenant' }
  | { reason: 'corrupt'; tool: string; list: string };

/** A chat deleted here that the file still holds: it comes back only when the user ticks it. */
export interface DeletedHere {
  tool: string;
  list: string;
  id: string;
  name: string | null;
  deletedAt: number;
}

/** Per list, what the import would do with the file's items. */
export interface ListCounts {
  added: number;
  updated: number;
  unchanged: number;
  expired: number;
  notUsable: number;
  deletedHere: number;
}

/** What the summary shows: per list what would happen, and the chats deleted here the user may tick. */
export interface ImportSummary {
  exportedAt: number;
  lists: { tool: string; list: string; counts: ListCounts }[];
  settings: { tool: string; name: string }[];
  deletedHere: DeletedHere[];
}

export type PlanOutcome = { ok: true; summary: ImportSummary } | { ok: false; refusal: Refusal };

/** What the import wrote: items per list, and the settings taken over. */
export interface ImportReport {
  /**
   * Per list: `added` new here (or brought back), `updated` replacing an older copy here;
   * `skipped`: what is stored here could not be read whole, and the import does not write over it;
   * `failed`: the browser refused the write (storage full), so nothing was added there.
   */
  lists: { tool: string; list: string; added: number; updated: number; skipped: boolean; failed: boolean }[];
  settings: number;
}

export type TakeAlongStep = 'reading' | 'checking' | 'writing';

/** How a tick names a deleted chat. */
export const tickOf = (chat: Pick<DeletedHere, 'tool' | 'list' | 'id'>) => `${chat.tool}/${chat.list}/${chat.id}`;
