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
    // No raw HTML from the model: it is shown as the text it is.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    text(token: Tokens.Text | Tokens.Escape) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return token.type === 'escape' ? token.text : typographer(token.text);
    },
  },
});

// A dedicated instance: hooks and settings here never leak into other DOMPurify users.
const purifier = DOMPurify(window);
purifier.setConfig({
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#)/i,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style'],
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Model or content Markdown → sanitised HTML (tools.md §5). */
export function renderMarkdown(markdown: string): string {
  if (markdown.startsWith(rawTextPrefix)) {
    return escapeHtml(markdown.slice(rawTextPrefix.length)).replace(/\r?\n/g, '<br>');
  }
  return purifier.sanitize(marked.parse(markdown, { async: false }));
}
