import { describe, expect, it } from 'vitest';
import { renderMarkdown, type SanitizedHtml } from './render-markdown';

describe('markdown rendering', () => {
  it('renders Markdown with typographer quotes and dashes', () => {
    expect(renderMarkdown('A "quote" -- and... done')).toBe('<p>A \u201cquote\u201d \u2013 and\u2026 done</p>\n');
  });

  it('detects links and opens them in a new tab without opener', () => {
    const html = renderMarkdown('See https://example.com/docs');
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">');
  });

  it('shows raw HTML as text', () => {
    expect(renderMarkdown('<b>bold</b>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>\n');
  });

  it('shows an unfinished tag as text too, as a streamed tail cut inside it ends (marked reads it as text)', () => {
    const html = String(renderMarkdown('> quote <img src=x onerror=a b'));
    expect(html).not.toContain('<img');
    expect(html).toContain('quote &lt;img src=x onerror=a b');
  });

  /** What could run: script-ish elements, event attributes, script URLs. */
  function dangers(html: SanitizedHtml): string[] {
    const root = document.createElement('div');
    root.innerHTML = String(html);
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (['SCRIPT', 'SVG', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(el.tagName.toUpperCase())) found.push(el.tagName);
      for (const attr of el.attributes) {
        if (attr.name.startsWith('on')) found.push(`${el.tagName}[${attr.name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
      }
    }
    return found;
  }

  it.each([
    '<script>alert(1)</script>',
    '[x](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    '![x](javascript:alert(1))',
    '<svg onload=alert(1)>',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
  ])('neutralises %s', (input) => {
    expect(dangers(renderMarkdown(input))).toEqual([]);
  });

  it('noMd2Html: text is shown raw with line breaks', () => {
    expect(renderMarkdown('noMd2Html:line *one*\nline <two>')).toBe('line *one*<br>line &lt;two&gt;');
  });

  it('leaves code alone', () => {
    expect(renderMarkdown('`a -- "b"`')).toBe('<p><code>a -- "b"</code></p>\n');
  });
});
