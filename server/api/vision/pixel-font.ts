/**
 * A 5×7 pixel font with just the letters the placeholder marker needs ("PLACEHOLDER"), so the
 * reference API draws text without font files or a native rasteriser. Each glyph is seven rows of
 * five bits, the leftmost pixel the highest bit.
 */
const glyphs: Record<string, readonly number[]> = {
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  L: [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
  A: [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  C: [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  H: [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  O: [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  D: [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
  R: [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

export const glyphWidth = 5;
export const glyphHeight = 7;
/** One blank column between letters. */
export const advance = glyphWidth + 1;

/** Whether the pixel (x, y) of `text` (in font units, origin top left) is ink. */
export function inkAt(text: string, x: number, y: number): boolean {
  if (y < 0 || y >= glyphHeight || x < 0) return false;
  const glyph = glyphs[text[Math.floor(x / advance)] ?? ' '] ?? glyphs[' ']!;
  const column = x % advance;
  if (column >= glyphWidth) return false;
  return ((glyph[y]! >> (glyphWidth - 1 - column)) & 1) === 1;
}

export const textWidth = (text: string) => text.length * advance - 1;
