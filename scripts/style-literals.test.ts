import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One visual language (src/tokens.css): component styles name its tokens, never a colour or a
 * spacing literal of their own, and the colour roles it defines meet WCAG 2.1 AA in both schemes.
 * Breakpoints are the one listed exception: a media query cannot read a custom property, and a
 * media query's condition is not a declaration, so this check never sees it.
 */

// Read from disk: Vitest hands CSS modules over empty, even `?raw`.
const root = join(import.meta.dirname, '..');
const sheets = Object.fromEntries(
  readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [join('src', file), readFileSync(join(root, 'src', file), 'utf8')]),
);
const tokensPath = join('src', 'tokens.css');

/** CSS's named colours (transparent, currentColor and the CSS-wide keywords are not colour literals). */
const namedColours = new Set(
  ('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver ' +
    'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen').split(' '),
);
const spacingProperty = /^(margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|scroll-margin|scroll-padding)(-[a-z-]+)?$/;
/** Type and radius come from the scale too. */
const scaleProperty = /^(font-size|border(-[a-z]+)*-radius)$/;
const lengthLiteral = /(?<![\w.-])-?(\d*\.)?\d+(px|rem|em)\b/;
const colourFunction = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;

type Literal = { line: number; text: string };

/** The colour, spacing, type and radius literals in one style sheet's declarations, custom properties' too. */
function styleLiterals(css: string): Literal[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Literal[] = [];
  let start = 0;
  for (let index = 0; index <= text.length; index++) {
    const char = text[index];
    if (char !== undefined && char !== ';' && char !== '{' && char !== '}') continue;
    const segment = text.slice(start, index);
    start = index + 1;
    if (char === '{') continue; // a selector or an at-rule's prelude, not a declaration
    const match = /^\s*(-?-?[a-z][a-z-]*)\s*:\s*([\s\S]*?)\s*$/i.exec(segment);
    if (!match) continue;
    const [, property, value] = match as unknown as [string, string, string];
    const line = text.slice(0, index - segment.length + segment.search(/\S/)).split('\n').length;
    // Names (var(--x), --x) and quoted content are not literals.
    const bare = value.replace(/'[^']*'|"[^"]*"/g, '').replace(/--[\w-]+/g, '');
    const words = bare.toLowerCase().match(/[a-z]+/g) ?? [];
    const problems = [
      hexColour.test(bare) && 'a hex colour',
      colourFunction.test(bare) && 'a colour function',
      words.some((word) => namedColours.has(word)) && 'a named colour',
      spacingProperty.test(property) && lengthLiteral.test(bare) && 'a spacing length',
      scaleProperty.test(property) && lengthLiteral.test(bare) && 'a type or radius length',
    ].filter(Boolean);
    if (problems.length > 0) found.push({ line, text: `${property}: ${value} (${problems.join(', ')})` });
  }
  return found;
}

const hex = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
const luminance = (colour: string) => {
  const [r, g, b] = hex(colour).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The tokens' colour roles: name → [light, dark], from `--name: light-dark(#light, #dark)`. */
function colourRoles(css: string): Map<string, [string, string]> {
  const roles = new Map<string, [string, string]>();
  for (const [, name, light, dark] of css.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi)) roles.set(name!, [light!, dark!]);
  return roles;
}

describe('the visual language', () => {
  it('finds a planted literal of each kind, naming its line, and passes tokens, names and allowed keywords', () => {
    const planted = [
      '.a { color: #abc; }',
      '.b {',
      '  background: rgb(0 0 0 / 0.5);',
      '  border-color: var(--accent, green);',
      '  margin: 0 var(--space-2) 3px;',
      '  font-size: 0.9rem; border-radius: 6px;',
      '}',
      '.c { inset: 0 auto 0 0; padding: var(--space-2); color: currentColor; background: transparent; content: "red"; --x: #fff; }',
      '/* color: red; */ .d:hover { top: calc(var(--resizer-width) / -2); width: 340px; }',
    ].join('\n');
    expect(styleLiterals(planted)).toEqual([
      { line: 1, text: 'color: #abc (a hex colour)' },
      { line: 3, text: 'background: rgb(0 0 0 / 0.5) (a colour function)' },
      { line: 4, text: 'border-color: var(--accent, green) (a named colour)' },
      { line: 5, text: 'margin: 0 var(--space-2) 3px (a spacing length)' },
      { line: 6, text: 'font-size: 0.9rem (a type or radius length)' },
      { line: 6, text: 'border-radius: 6px (a type or radius length)' },
      { line: 8, text: '--x: #fff (a hex colour)' },
    ]);
  });

  it('no component style has a colour, spacing, type or radius literal of its own (they name src/tokens.css)', () => {
    expect(Object.keys(sheets)).toContain(tokensPath);
    const found = Object.entries(sheets)
      .filter(([path]) => path !== tokensPath)
      .flatMap(([path, css]) => styleLiterals(css).map(({ line, text }) => `${path}:${line}: ${text}`));
    expect(found).toEqual([]);
  });

  it('its colour roles meet WCAG 2.1 AA in both schemes: text 4.5:1 on every surface, controls and focus 3:1', () => {
    const roles = colourRoles(sheets[tokensPath]!);
    const surfaces = ['surface', 'surface-raised', 'surface-overlay', 'surface-sunken', 'accent-subtle'];
    const pairs: [string, string, number][] = [
      ...['text', 'muted', 'accent', 'danger', 'warning', 'success'].flatMap((text) => surfaces.map((surface): [string, string, number] => [text, surface, 4.5])),
      ['accent-text', 'accent', 4.5],
      ['accent-text', 'accent-hover', 4.5],
      ['danger-text', 'danger', 4.5],
      ['danger-text', 'danger-hover', 4.5],
      ...['border-control', 'accent'].flatMap((line) => ['surface', 'surface-raised', 'surface-overlay'].map((surface): [string, string, number] => [line, surface, 3])),
    ];
    const failing = pairs.flatMap(([foreground, background, minimum]) =>
      [0, 1].flatMap((scheme) => {
        const [fg, bg] = [roles.get(foreground)?.[scheme], roles.get(background)?.[scheme]];
        if (!fg || !bg) return [`--${foreground} or --${background} is not a light-dark() pair of hex colours`];
        const ratio = contrast(fg, bg);
        return ratio >= minimum ? [] : [`${scheme ? 'dark' : 'light'}: --${foreground} on --${background} is ${ratio.toFixed(2)}:1, below ${minimum}:1`];
      }),
    );
    expect(failing).toEqual([]);
  });
});
