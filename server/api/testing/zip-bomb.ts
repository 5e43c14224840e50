import { maxUnpackedBytes } from '../upload/zip-budget';

/**
 * The archive with its first part claiming to unpack to more than the budget, as a
 * compression bomb's directory does; allocating the real thing would cost the test 200 MB.
 */
export function inflatedZip(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const entry = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(maxUnpackedBytes + 1, entry + 24);
  return copy;
}
