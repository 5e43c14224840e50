/**
 * The demo bot's own media: small pictures it draws as SVG and a short tone it
 * generates as WAV, so the studio can show images and play audio without any outside host.
 * They are loaded by <img> and <audio> elements, which cannot send a bearer token: the route
 * serving them is public and they hold nothing private.
 */

export interface MediaFile {
  type: string;
  body: Buffer;
}

const palette = ['#1f6feb', '#2da44e', '#bf8700', '#a475f9', '#cf222e'];

/** A labelled picture: a coloured panel with a simple shape and a caption. */
function picture(caption: string, colour: string, width = 320, height = 192): MediaFile {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2 - 16}" r="${Math.round(height / 5)}" fill="#ffffff" fill-opacity="0.85"/>` +
    `<text x="${width / 2}" y="${height - 24}" font-family="sans-serif" font-size="20" fill="#ffffff" text-anchor="middle">${caption}</text>` +
    `</svg>`;
  return { type: 'image/svg+xml', body: Buffer.from(svg, 'utf8') };
}

/** One second of a soft 440 Hz tone, 8 kHz mono 8-bit PCM: a valid, tiny WAV. */
export function toneWav(seconds = 1, rate = 8000, frequency = 440): Buffer {
  const samples = Math.round(seconds * rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second (1 byte per sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    // Fade in and out so the tone does not click.
    const envelope = Math.min(1, i / 400, (samples - i) / 400);
    data[i] = Math.round(128 + 40 * envelope * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  return Buffer.concat([header, data]);
}

const files: Record<string, () => MediaFile> = {
  'product-1.svg': () => picture('Studio Phone', palette[0]!),
  'product-2.svg': () => picture('Studio Tablet', palette[1]!),
  'product-3.svg': () => picture('Studio Watch', palette[2]!),
  'product-4.svg': () => picture('Studio Buds', palette[3]!),
  'order.svg': () => picture('#4711', palette[4]!),
  'how-to.svg': () => picture('How to', palette[0]!, 640, 360),
  'chip-order.svg': () => picture('', palette[4]!, 48, 48),
  'chime.wav': () => ({ type: 'audio/wav', body: toneWav() }),
};

export const mediaNames = Object.keys(files);

export function mediaFile(name: string): MediaFile | null {
  return Object.hasOwn(files, name) ? files[name]!() : null;
}
