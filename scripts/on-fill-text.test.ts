import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * src/tokens.css's on-fill text colours (--danger-text, --accent-text) are for text on their role's
 * fill: white on red in the light scheme, near-black on pink in the dark one. On any other
 * surface they are unreadable (an error line in white on light grey). A rule that colours its
 * text with one therefore fills its background with the role's colour in the same rule.
 */
const root = join(import.meta.dirname, '..');
const sheets = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.endsWith('tokens.css'))
  .map((file) => [file, readFileSync(join(root, 'src', file), 'utf8')] as const);

/** Each rule's selector and declarations (no nesting: the studio's sheets are flat, media queries aside). */
const rulesOf = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));

/** The rules whose text is an on-fill colour without that fill beneath it. */
function textOffItsFill(css: string): string[] {
  return rulesOf(css).flatMap(({ selector, body }) => {
    const text = /(?:^|;)\s*color:\s*var\(--(danger|accent)-text\)/.exec(body);
    if (!text) return [];
    const role = text[1]!;
    const filled = new RegExp(`background(?:-color)?:\\s*var\\(--${role}(?:-hover)?\\)`).test(body);
    return filled ? [] : [`${selector} { color: var(--${role}-text) } without background: var(--${role})`];
  });
}

describe('text meant for a coloured fill', () => {
  it.each(sheets)('%s sets it only on that fill', (_file, css) => {
    expect(textOffItsFill(css)).toEqual([]);
  });

  it('finds the take-along error line as it was: white-on-red text on the sunken surface', () => {
    expect(textOffItsFill('.take-along-status.error { color: var(--danger-text); border: 1px solid var(--danger); }')).toHaveLength(1);
    expect(textOffItsFill('.button.danger { background: var(--danger); color: var(--danger-text); }')).toEqual([]);
  });
});
