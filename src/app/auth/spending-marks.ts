import { log } from '../../browser/log';

/** localStorage key of the marks; the value carries `version` (a shape change migrates it). */
export const spendingMarksKey = 'studioRefreshTokenSpending';
const version = 1;
/**
 * A mark older than this names a refresh token that has expired anyway (the reference
 * provider's refresh tokens live a day): it is dropped, so a tab closed mid-refresh leaves
 * nothing behind for long.
 */
export const markLifetimeMs = 24 * 3600 * 1000;
/**
 * Spent tokens stay marked (token-renewal.ts), one mark per renewal: the newest this many are kept,
 * hours of renewals, far more than a tab can fall behind its chain while it hears the broadcasts.
 */
export const markLimit = 200;

interface Mark {
  /** SHA-256 of the refresh token (base64url): the token itself is never kept here. */
  hash: string;
  /** When its refresh-token grant went out (ms since the epoch). */
  at: number;
}
interface StoredMarks {
  version: typeof version;
  marks: Mark[];
}

/**
 * "This refresh token was presented to the provider." Written before a refresh-token grant goes
 * out and kept once new tokens came (cleared only when the provider refused it). A page that finds
 * its own stored refresh token marked knows a page before it (the same tab before a reload, or
 * another tab holding the same chain) presented it: the provider may have rotated it, and
 * presenting a used refresh token makes it revoke the grant.
 */
export interface SpendingMarks {
  mark(refreshToken: string): Promise<void>;
  isMarked(refreshToken: string): Promise<boolean>;
  clear(refreshToken: string): Promise<void>;
}

async function hashOf(refreshToken: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function isMark(value: unknown): value is Mark {
  const mark = value as Partial<Mark> | null;
  return typeof mark?.hash === 'string' && typeof mark.at === 'number';
}

/**
 * The marks in localStorage, shared by every tab of the origin: a tab that takes over the lead
 * of a chain from a tab reloaded mid-refresh holds the same spent token (sessionStorage is per tab).
 */
export function spendingMarks(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage, now = () => Date.now()): SpendingMarks {
  function read(): Mark[] {
    const raw = storage.getItem(spendingMarksKey);
    if (raw === null) return [];
    try {
      const stored = JSON.parse(raw) as Partial<StoredMarks> | null;
      if (stored?.version === version && Array.isArray(stored.marks)) {
        return stored.marks.filter(isMark).filter((mark) => now() - mark.at < markLifetimeMs);
      }
    } catch {
      // unreadable: as good as none
    }
    log.warn('unreadable refresh-token marks dropped');
    return [];
  }
  function write(marks: Mark[]) {
    if (marks.length === 0) storage.removeItem(spendingMarksKey);
    else storage.setItem(spendingMarksKey, JSON.stringify({ version, marks } satisfies StoredMarks));
  }
  return {
    async mark(refreshToken) {
      const hash = await hashOf(refreshToken);
      write([...read().filter((mark) => mark.hash !== hash), { hash, at: now() }].slice(-markLimit));
    },
    async isMarked(refreshToken) {
      const hash = await hashOf(refreshToken);
      return read().some((mark) => mark.hash === hash);
    },
    async clear(refreshToken) {
      const hash = await hashOf(refreshToken);
      write(read().filter((mark) => mark.hash !== hash));
    },
  };
}
