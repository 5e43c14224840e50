import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { typographer } from './typographer';

/** tools.md §5: text starting with this is shown raw, with line breaks. */
export const rawTextPrefix = 'noMd2Html:';

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
    text(token: Tokens.Text | Tokens.Escape) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return token.type === 'escape' ? token.text : typographer(token.text);
    },
  },
});

const allowedUri = /^(?:https?:|mailto:|tel:|#)/i;
// What browsers ignore inside a URL scheme (`jav&#x09;ascript:`), as DOMPurify strips it.
const uriWhitespace = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const uriAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);

// A dedicated instance: hooks and settings here never leak into other DOMPurify users.
const purifier = DOMPurify(window);
purifier.setConfig({
  ALLOWED_URI_REGEXP: allowedUri,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
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
export function markdownToHtml(markdown: string): string {
  return purifier.sanitize(marked.parse(markdown, { async: false }));
}

/** Model or content Markdown → sanitised HTML (tools.md §5). */
export function renderMarkdown(markdown: string): string {
  if (markdown.startsWith(rawTextPrefix)) {
    return escapeHtml(markdown.slice(rawTextPrefix.length)).replace(/\r?\n/g, '<br>');
  }
  return markdownToHtml(markdown);
}
