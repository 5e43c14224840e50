import { countInflated } from './inflate-count';

/** Unpacked, an Office file may by default be this large; real documents of 7 MB stay far below it. */
export const defaultMaxInflatedBytes = 200 * 1024 * 1024;
const maxEntries = 10_000;

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
/** The end record is 22 bytes plus a comment of up to 65,535. */
const endSearchWindow = 22 + 0xffff;

export type Budget = 'within' | 'over' | 'broken';

interface Entry {
  method: number;
  compressedSize: number;
  claimedSize: number;
  localOffset: number;
}

/** The central directory's entries, or null for what is not a plain (non-ZIP64) zip archive. */
function readDirectory(bytes: Buffer): Entry[] | null {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - endSearchWindow); at -= 1) {
    if (bytes.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || count > maxEntries) return null;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== directoryEntry) return null;
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      claimedSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * What the central directory claims, judged before anything is inflated: a directory that
 * admits to more than `cap` (a bomb that does not hide) is refused at once. Archives that need
 * ZIP64 (sizes beyond 4 GB) are outside the budget by definition.
 */
export function claimedBudget(bytes: Buffer, cap: number): Budget {
  const entries = readDirectory(bytes);
  if (!entries) return 'broken';
  let total = 0;
  for (const entry of entries) {
    if (entry.claimedSize === 0xffffffff) return 'over';
    total += entry.claimedSize;
    if (total > cap) return 'over';
  }
  return 'within';
}

/**
 * What the parts really inflate to, counted while inflating (nothing is kept), stopped past
 * `cap`: a directory may lie downwards, and the extraction libraries inflate whole parts in
 * memory on the strength of it.
 */
export async function inflatedBudget(bytes: Buffer, cap: number): Promise<Budget> {
  const claimed = claimedBudget(bytes, cap);
  if (claimed !== 'within') return claimed;
  let total = 0;
  for (const entry of readDirectory(bytes) ?? []) {
    const at = entry.localOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== localHeader) return 'broken';
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      total += data.length;
    } else if (entry.method === 8) {
      const inflated = await countInflated(data, cap - total, true);
      if ('over' in inflated) return 'over';
      if ('broken' in inflated) return 'broken';
      total += inflated.bytes;
    } else {
      return 'broken';
    }
    if (total > cap) return 'over';
  }
  return 'within';
}
