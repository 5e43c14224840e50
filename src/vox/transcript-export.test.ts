import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../machines/vox/transcript';
import { transcriptDocx } from './transcript-docx';
import { exportFileName, srtTime, toPlainText, toSrt, toWebVtt, vttTime } from './transcript-export';

/** A call as the user left it: the second speaker renamed, a passage edited over two lines, one with characters WebVTT escapes. */
const call: Transcript = {
  speakers: [
    { id: 'speaker-1', name: 'Speaker 1' },
    { id: 'speaker-2', name: 'Anna <Support>' },
  ],
  segments: [
    { id: 'segment-1', start: 0, end: 4.2, text: 'Hello, my invoice is wrong.', speakerId: 'speaker-1' },
    { id: 'segment-2', start: 4.2, end: 3661.0456, text: 'Let me check.\n\n  Tom & Jerry -> billing ', speakerId: 'speaker-2' },
    { id: 'segment-3', start: 3661.0456, end: 3670, text: 'Thanks!', speakerId: 'speaker-1' },
  ],
};

describe('cue times', () => {
  it.each([
    [0, '00:00:00,000', '00:00:00.000'],
    [4.2, '00:00:04,200', '00:00:04.200'],
    [59.9996, '00:01:00,000', '00:01:00.000'],
    [3661.0456, '01:01:01,046', '01:01:01.046'],
    [-1, '00:00:00,000', '00:00:00.000'],
    [Number.NaN, '00:00:00,000', '00:00:00.000'],
  ])('%s s: SubRip %s, WebVTT %s', (seconds, srt, vtt) => {
    expect(srtTime(seconds)).toBe(srt);
    expect(vttTime(seconds)).toBe(vtt);
  });
});

describe('exports hold the text as the user sees it', () => {
  it('SubRip: one numbered cue per passage, the speaker as a "Name: " prefix, no blank line inside a cue', () => {
    expect(toSrt(call)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:04,200\nSpeaker 1: Hello, my invoice is wrong.\n',
        '2\n00:00:04,200 --> 01:01:01,046\nAnna <Support>: Let me check.\nTom & Jerry -> billing\n',
        '3\n01:01:01,046 --> 01:01:10,000\nSpeaker 1: Thanks!\n',
      ].join('\n'),
    );
  });

  it('WebVTT: the header, one cue per passage, the speaker as its voice, <, > and & escaped', () => {
    expect(toWebVtt(call)).toBe(
      [
        'WEBVTT\n',
        '1\n00:00:00.000 --> 00:00:04.200\n<v Speaker 1>Hello, my invoice is wrong.\n',
        '2\n00:00:04.200 --> 01:01:01.046\n<v Anna &lt;Support&gt;>Let me check.\nTom &amp; Jerry -&gt; billing\n',
        '3\n01:01:01.046 --> 01:01:10.000\n<v Speaker 1>Thanks!\n',
      ].join('\n'),
    );
  });

  it('plain text: the file, then a line per passage with its times and speaker', () => {
    expect(toPlainText('call.wav', call)).toBe(
      'call.wav\n\n' +
        '[00:00:00 – 00:00:04] Speaker 1: Hello, my invoice is wrong.\n' +
        '[00:00:04 – 01:01:01] Anna <Support>: Let me check. Tom & Jerry -> billing\n' +
        '[01:01:01 – 01:01:10] Speaker 1: Thanks!\n',
    );
  });

  it('an empty transcript is an empty file of its kind', () => {
    const none = { speakers: [], segments: [] };
    expect(toSrt(none)).toBe('');
    expect(toWebVtt(none)).toBe('WEBVTT\n');
  });

  it.each([
    ['call 1.wav', 'srt', 'call-1.srt'],
    ['Kunde: Müller?.mp3', 'vtt', 'Kunde-Müller.vtt'],
    ['.wav', 'txt', 'transcript.txt'],
    ['a/b\\c.tar.ogg', 'docx', 'a-b-c.tar.docx'],
  ] as const)('%s as %s is saved as %s', (fileName, format, expected) => {
    expect(exportFileName(fileName, format)).toBe(expected);
  });
});

/** The files of a ZIP archive (a .docx is one), read by its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const files = new Map<string, string>();
  let at = view.getUint32(end + 16, true);
  for (let count = view.getUint16(end + 10, true); count > 0; count -= 1) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataAt, dataAt + size);
    files.set(name, new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data));
    at += 46 + skip;
  }
  return files;
}

describe('the Word export', () => {
  it('is a .docx whose document holds the title, every passage\'s times and speaker, and its text line by line', async () => {
    const blob = await transcriptDocx('call.wav', call);
    const files = unzip(new Uint8Array(await blob.arrayBuffer()));
    const xml = files.get('word/document.xml')!;
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]);
    expect(texts).toEqual([
      'call.wav',
      '[00:00:00 – 00:00:04] Speaker 1',
      'Hello, my invoice is wrong.',
      '[00:00:04 – 01:01:01] Anna &lt;Support&gt;',
      'Let me check.',
      '',
      '  Tom &amp; Jerry -&gt; billing ',
      '[01:01:01 – 01:01:10] Speaker 1',
      'Thanks!',
    ]);
    expect(files.get('docProps/core.xml')).toContain('<dc:title>call.wav</dc:title>');
  });
});
