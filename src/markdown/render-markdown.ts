import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { rawTextPrefix } from './raw-text';
import { typographer } from './typographer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // No raw HTML from the model: it is shown as the text it is. Only `&<>` are escaped, as
    // DOMPurify serialises text, so a block of nothing but such HTML (which DOMPurify returns
    // unparsed, having no `<`) reads the same as it does inside a whole answer.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c),
    // A picture from elsewhere would be fetched the moment the answer shows (a tracking pixel
    // tells its host who read it, and when), and the studio's CSP names no such host: it is a
    // link to the picture instead. Only the studio's own pictures (a path on its origin) load.
    image({ href, title, text }: Tokens.Image) {
      const attribute = (value: string) => escapeHtml(value);
      if (/^\/(?![/\\])/.test(href)) {
        return `<img src="${attribute(href)}" alt="${attribute(text)}"${title ? ` title="${attribute(title)}"` : ''}>`;
      }
      return `<a href="${attribute(href)}" class="image-link">${escapeHtml(text || href)}</a>`;
    },
    text(token: Tokens.Text | Tokens.Escape) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      // Escaped as marked's own renderer would: text that only looks like a tag to marked (an
      // unfinished `<img onerror=…` in a streamed tail) must not reach the parser as markup.
      if (token.type === 'escape' || ('escaped' in token && token.escaped)) return token.text;
      return typographer(token.text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c));
    },
  },
});

// A path on the studio's own origin too, but never `//host` or `/\host` (another host to a browser).
const allowedUri = /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i;
// What browsers ignore inside a URL scheme (`jav&#x09;ascript:`), as DOMPurify strips it.
const uriWhitespace = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const uriAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);

/**
 * HTML that may go into the page: what this module's sanitiser returned (or escaped text). Under
 * the studio's Content Security Policy (`require-trusted-types-for 'script'`) it is a TrustedHTML
 * made by the one policy below; where the browser has no Trusted Types (jsdom), a string.
 */
export type SanitizedHtml = string | TrustedHTML;

// The studio's one Trusted Types policy. It is private to this module and wraps only what the
// sanitiser below has just produced (and the escaped raw text): nothing else can make trusted HTML.
// DOMPurify asks for script hooks too; they make nothing but empty values.
const policy =
  typeof window.trustedTypes?.createPolicy === 'function'
    ? window.trustedTypes.createPolicy('studio-markdown', { createHTML: (html: string) => html, createScript: () => '', createScriptURL: () => '' })
    : null;

// A dedicated instance: hooks and settings here never leak into other DOMPurify users.
const purifier = DOMPurify(window);
purifier.setConfig({
  ALLOWED_URI_REGEXP: allowedUri,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
  ...(policy ? { TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true } : {}),
});
// DOMPurify still lets `data:` through on images and media; nothing here may carry another scheme.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (uriAttributes.has(data.attrName) && !allowedUri.test(data.attrValue.replace(uriWhitespace, ''))) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown → sanitised HTML, without the `noMd2Html:` check (that applies to a whole message only). */
export function markdownToHtml(markdown: string): SanitizedHtml {
  return purifier.sanitize(marked.parse(markdown, { async: false }));
}

/** Model or content Markdown → sanitised HTML (tools.md §5). */
export function renderMarkdown(markdown: string): SanitizedHtml {
  if (markdown.startsWith(rawTextPrefix)) {
    const escaped = escapeHtml(markdown.slice(rawTextPrefix.length)).replace(/\r?\n/g, '<br>');
    return policy ? policy.createHTML(escaped) : escaped;
  }
  return markdownToHtml(markdown);
}
