/** Unpacked, an Office file may be this large; real documents of 7 MB stay far below it. */
export const maxUnpackedBytes = 200 * 1024 * 1024;
const maxEntries = 10_000;

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
/** The end record is 22 bytes plus a comment of up to 65,535. */
const endSearchWindow = 22 + 0xffff;

/**
 * Whether a zip package (docx, xlsx, pptx) stays within the unpacking budget, judged from its
 * central directory before anything is inflated: the extraction libraries inflate whole parts
 * in memory, so a small "zip bomb" could otherwise exhaust the server. Archives that need ZIP64
 * (sizes beyond 4 GB) are outside the budget by definition.
 */
export function withinUnpackBudget(bytes: Buffer): boolean {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - endSearchWindow); at -= 1) {
    if (bytes.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff || entries > maxEntries) return false;
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== directoryEntry) return false;
    const unpacked = bytes.readUInt32LE(offset + 24);
    if (unpacked === 0xffffffff) return false;
    total += unpacked;
    if (total > maxUnpackedBytes) return false;
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return true;
}
