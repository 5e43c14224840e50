import type { SanitizedHtml } from './render-markdown';

const scriptLikeTags = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'style', 'link', 'meta',
  'base', 'form', 'template', 'noscript', 'xmp', 'noembed', 'portal', 'animate', 'set', 'use', 'foreignobject',
]);
const urlAttributes = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'data', 'cite', 'ping']);
// As browsers read a scheme: control characters and whitespace inside it are ignored.
const scriptScheme = /^(?:javascript|vbscript|data|livescript|mocha):/i;
const ignoredInScheme = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Test helper: whatever in `html` could run once it is in a page — script-like elements, event
 * attributes, inline styles, script URLs. The HTML is parsed twice, so markup that only turns
 * dangerous on re-parsing (mutation XSS) is found as well. Empty means safe.
 */
export function findExecutable(html: SanitizedHtml): string[] {
  const first = document.createElement('div');
  first.innerHTML = String(html);
  const root = document.createElement('div');
  root.innerHTML = first.innerHTML;
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (scriptLikeTags.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on') || attribute === 'style') found.push(`<${tag} ${attribute}>`);
      if (urlAttributes.has(attribute) && scriptScheme.test(value.replace(ignoredInScheme, ''))) {
        found.push(`<${tag} ${attribute}="${value}">`);
      }
    }
  }
  return found;
}
