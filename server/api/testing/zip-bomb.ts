import { defaultMaxInflatedBytes } from '../upload/zip-budget';

/**
 * The archive with its first part claiming to unpack to more than the budget, as a
 * compression bomb's directory does that does not hide (it lies upwards, or tells the truth).
 */
export function inflatedZip(zip: Buffer, claimed = defaultMaxInflatedBytes + 1): Buffer {
  const copy = Buffer.from(zip);
  const entry = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(claimed, entry + 24);
  return copy;
}
