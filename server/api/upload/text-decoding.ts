/** C0 control characters other than tab, line feed, form feed and carriage return: binary, not text. */
const binaryControl = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const windows1252 = new TextDecoder('windows-1252');

export type Decoded = { text: string } | { refused: string };

/**
 * Text of a txt, csv or json file. UTF-8 (with or without byte-order mark) is the rule.
 * txt and csv files that are not UTF-8 are read as Windows-1252 instead: that is what Excel
 * writes for "CSV" on German and English Windows, and such a file is text, not a disguised
 * binary. Either way control bytes (NUL and friends, which every executable and image has)
 * mean the file is not text.
 */
export function decodeText(bytes: Uint8Array, allowLegacyEncoding: boolean): Decoded {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    if (!allowLegacyEncoding) return { refused: 'The file is not UTF-8 text.' };
    text = windows1252.decode(bytes);
  }
  if (binaryControl.test(text)) return { refused: 'The file contains binary data, not text.' };
  return { text };
}
