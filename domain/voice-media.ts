/**
 * What the voice studio accepts (tools.md §5, §9): audio and video files of the listed kinds, up
 * to 10 MB, checked by their name and declared type and by their bytes (a renamed
 * non-audio file is refused). One list for the file picker, the studio's check and the API's.
 */
export type VoiceMediaKind =
  | 'aac' | 'aiff' | 'amr' | 'avi' | 'flac' | 'midi' | 'mp3' | 'mp4' | 'mpeg' | 'ogg' | 'opus' | 'quicktime' | 'threegp' | 'wav' | 'webm' | 'wma';

interface KindInfo {
  extensions: readonly string[];
  types: readonly string[];
}

export const voiceMediaKinds: Readonly<Record<VoiceMediaKind, KindInfo>> = {
  aac: { extensions: ['.aac'], types: ['audio/aac', 'audio/x-aac', 'audio/aacp'] },
  aiff: { extensions: ['.aif', '.aiff', '.aifc'], types: ['audio/aiff', 'audio/x-aiff'] },
  amr: { extensions: ['.amr'], types: ['audio/amr'] },
  avi: { extensions: ['.avi'], types: ['video/x-msvideo', 'video/avi', 'video/msvideo'] },
  flac: { extensions: ['.flac'], types: ['audio/flac', 'audio/x-flac'] },
  midi: { extensions: ['.mid', '.midi'], types: ['audio/midi', 'audio/x-midi', 'audio/mid'] },
  mp3: { extensions: ['.mp3'], types: ['audio/mpeg', 'audio/mp3', 'audio/x-mpeg', 'audio/mpeg3'] },
  mp4: { extensions: ['.mp4', '.m4a', '.m4v'], types: ['video/mp4', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'] },
  mpeg: { extensions: ['.mpeg', '.mpg', '.mpga'], types: ['video/mpeg', 'audio/mpeg'] },
  ogg: { extensions: ['.ogg', '.oga', '.ogv'], types: ['audio/ogg', 'video/ogg', 'application/ogg'] },
  opus: { extensions: ['.opus'], types: ['audio/opus', 'audio/ogg'] },
  quicktime: { extensions: ['.mov', '.qt'], types: ['video/quicktime'] },
  threegp: { extensions: ['.3gp', '.3gpp', '.3g2'], types: ['video/3gpp', 'audio/3gpp', 'video/3gpp2', 'audio/3gpp2'] },
  wav: { extensions: ['.wav'], types: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  webm: { extensions: ['.webm', '.weba'], types: ['audio/webm', 'video/webm'] },
  wma: { extensions: ['.wma', '.wmv', '.asf'], types: ['audio/x-ms-wma', 'video/x-ms-wmv', 'video/x-ms-asf'] },
};

/** tools.md §9: 10 MB; the message says "(max 10 MB)". */
export const maxVoiceBytes = 10 * 1000 * 1000;
export const maxVoiceMegabytes = Math.floor(maxVoiceBytes / 1_000_000);

/** The file picker's `accept`. */
export const voiceAccept = [...new Set(Object.values(voiceMediaKinds).flatMap(({ extensions, types }) => [...extensions, ...types]))].join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The kinds the name and the declared type claim (either may be missing, not both; if both are there they must agree). */
export function claimedVoiceKinds(fileName: string, declaredType: string): VoiceMediaKind[] {
  const extension = extensionOf(fileName);
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  const all = Object.entries(voiceMediaKinds) as Array<[VoiceMediaKind, KindInfo]>;
  const byName = all.filter(([, info]) => info.extensions.includes(extension)).map(([kind]) => kind);
  const byType = all.filter(([, info]) => info.types.includes(type)).map(([kind]) => kind);
  if (type === '' || type === 'application/octet-stream') return byName;
  if (byName.length === 0) return [];
  return byName.filter((kind) => byType.includes(kind));
}

const ascii = (bytes: Uint8Array, offset: number, text: string) => [...text].every((character, index) => bytes[offset + index] === character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The audio or video container the bytes are (from their first 16), or null: not audio or video. */
export function sniffVoiceMedia(head: Uint8Array): VoiceMediaKind | null {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, 'FORM') && (ascii(head, 8, 'AIFF') || ascii(head, 8, 'AIFC'))) return 'aiff';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 0, 'fLaC')) return 'flac';
  if (ascii(head, 0, 'MThd')) return 'midi';
  if (ascii(head, 0, '#!AMR')) return 'amr';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'wma';
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg';
  // ISO base media (mp4, m4a, 3gp, mov): a box type at offset 4.
  if (ascii(head, 4, 'ftyp')) return ascii(head, 8, '3g') ? 'threegp' : ascii(head, 8, 'qt  ') ? 'quicktime' : 'mp4';
  if (['moov', 'mdat', 'wide', 'free', 'skip'].some((box) => ascii(head, 4, box))) return 'quicktime';
  // ADTS AAC (12 sync bits, layer 00) before MPEG audio frames (11 sync bits).
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) return 'aac';
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  return null;
}

/** Containers that hold the same kinds of streams: an .opus is Ogg, an .m4a and a .mov are ISO media, an .mpga is MPEG audio. */
const sameContainer: Partial<Record<VoiceMediaKind, readonly VoiceMediaKind[]>> = {
  ogg: ['ogg', 'opus'],
  mp4: ['mp4', 'quicktime', 'threegp'],
  quicktime: ['quicktime', 'mp4', 'threegp'],
  threegp: ['threegp', 'mp4', 'quicktime'],
  mp3: ['mp3', 'mpeg'],
  mpeg: ['mpeg', 'mp3'],
};

export type VoiceFileCheck = { accepted: VoiceMediaKind } | { refused: 'type' | 'content' | 'size' };

/** tools.md §5: the name and type, the size, then the bytes (`head`: the first 16 or more). */
export function checkVoiceFile(fileName: string, declaredType: string, size: number, head: Uint8Array): VoiceFileCheck {
  const claimed = claimedVoiceKinds(fileName, declaredType);
  if (claimed.length === 0) return { refused: 'type' };
  if (size > maxVoiceBytes) return { refused: 'size' };
  const actual = sniffVoiceMedia(head);
  if (!actual) return { refused: 'content' };
  const fits = claimed.some((kind) => kind === actual || (sameContainer[actual] ?? []).includes(kind));
  return fits ? { accepted: actual } : { refused: 'content' };
}
