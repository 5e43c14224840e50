import { describe, expect, it, vi } from 'vitest';
import { markdownToHtml, renderMarkdown } from './render-markdown';
import { createStreamingMarkdown, type StreamingMarkdownView } from './streaming-markdown';

const joined = (view: StreamingMarkdownView) => view.blocks.map((block) => block.html).join('') + view.tailHtml;

const documents = {
  'headings, paragraphs and typographer quotes': '# Title\n\nA "quoted" word -- and more...\n\n## Part two\n\nSecond paragraph\nwith a soft break.\n',
  'loose and tight lists, nested and ordered': '- one\n\n- two\n  - nested\n\n3. three\n4. four\n\n   continued\n\nAfter.',
  'fenced code with blank lines and Markdown-looking content': 'Before.\n\n```md\n# not a heading\n\n- not a list\n```\n\n~~~\nx\n\n~~~\nAfter.',
  'tables and links, autolinks and emphasis': '| a | b |\n|---|:-:|\n| [x](https://example.com) | **b** |\n\nSee https://example.com/docs and www.example.org.\n\n*emphasis* and `code`.',
  'blockquotes, rules and indented code': '> quoted\n> more\n\n> second quote\n\n---\n\n    indented code\n\n    more code\n\nEnd',
  'Windows line endings': 'One\r\n\r\n- a\r\n\r\n- b\r\n\r\nTwo\r\n',
  'raw HTML, shown as text, including blocks with blank lines': 'Before <b>bold</b>.\n\n<div onclick="x()">\n\nafter</div>\n\n<pre>\na\n\nb</pre>\n\n<!-- c\n\nd -->\nEnd.',
  'reference links and their definitions further down': 'See [the docs][d] and [home].\n\nMore.\n\n[d]: https://example.com/docs "Docs"\n[home]: https://example.com\n',
};

describe('incremental streaming Markdown', () => {
  it.each(Object.entries(documents))(
    'rendering blocks and tail equals rendering the whole text at every length: %s',
    (_name, text) => {
      const stream = createStreamingMarkdown();
      for (let length = 1; length <= text.length; length += 1) {
        const prefix = text.slice(0, length);
        expect(joined(stream.update(prefix)), JSON.stringify(prefix)).toBe(renderMarkdown(prefix));
      }
    },
  );

  it('a finished block is parsed and sanitised once however many chunks follow', () => {
    const renderBlock = vi.fn(markdownToHtml);
    const stream = createStreamingMarkdown({ renderBlock });
    const text = '# Title\n\nFirst paragraph.\n\nSecond paragraph is long and still streaming';
    for (let length = 1; length <= text.length; length += 1) stream.update(text.slice(0, length));
    const sources = renderBlock.mock.calls.map(([source]) => source);
    expect(sources.filter((source) => source === '# Title\n\n')).toHaveLength(1);
    expect(sources.filter((source) => source === 'First paragraph.\n\n')).toHaveLength(1);
    // One render per update otherwise: the tail, never the finished blocks again.
    expect(sources).toHaveLength(text.length);
  });

  it('finished blocks are handed out as the same objects, so views can skip them', () => {
    const stream = createStreamingMarkdown();
    const first = stream.update('One.\n\nTwo.\n\nThr');
    const second = stream.update('One.\n\nTwo.\n\nThree and more');
    expect(second.blocks).toHaveLength(2);
    expect(second.blocks[0]).toBe(first.blocks[0]);
    expect(second.blocks[1]).toBe(first.blocks[1]);
    expect(second.tailHtml).toBe('<p>Three and more</p>\n');
  });

  it('a definition arriving later renders again only the blocks that mention its label', () => {
    const stream = createStreamingMarkdown();
    const before = stream.update('Plain.\n\nSee [docs].\n\nMore');
    const after = stream.update('Plain.\n\nSee [docs].\n\nMore.\n\n[docs]: https://example.com\n');
    expect(after.blocks[0]).toBe(before.blocks[0]);
    expect(after.blocks[1]?.html).toBe('<p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">docs</a>.</p>\n');
  });

  it('a line that only looks like a definition is left as text', () => {
    const text = 'See [d].\n\n[d]: https://example.com "unclosed\n\nEnd';
    expect(joined(createStreamingMarkdown().update(text))).toBe(renderMarkdown(text));
    expect(renderMarkdown(text)).toContain('<p>See [d].</p>');
  });

  it('while no block finishes, the finished blocks come as the same array', () => {
    const stream = createStreamingMarkdown();
    const first = stream.update('One.\n\nTw');
    const second = stream.update('One.\n\nTwo, longer');
    const third = stream.update('One.\n\nTwo, longer.\n\nThree');
    expect(second.blocks).toBe(first.blocks);
    expect(third.blocks).not.toBe(second.blocks);
    expect(third.blocks[0]).toBe(first.blocks[0]);
  });

  it('a block whose text changed (a regenerated answer) is rendered again', () => {
    const stream = createStreamingMarkdown();
    stream.update('Old start.\n\nTail');
    const view = stream.update('New start.\n\nTail');
    expect(view.blocks.map((block) => block.html)).toEqual(['<p>New start.</p>\n']);
  });

  it('a noMd2Html: answer is raw text with line breaks, all of it in the tail', () => {
    const view = createStreamingMarkdown().update('noMd2Html:line *one*\n\nline <two>');
    expect(view.blocks).toEqual([]);
    expect(view.tailHtml).toBe('line *one*<br><br>line &lt;two&gt;');
  });

  it('the raw prefix later in the answer is ordinary Markdown, as in the whole text', () => {
    const text = 'Intro.\n\nnoMd2Html:*x*\n\nEnd';
    const view = createStreamingMarkdown().update(text);
    expect(joined(view)).toBe(renderMarkdown(text));
    expect(view.blocks[1]?.html).toBe('<p>noMd2Html:<em>x</em></p>\n');
  });
});
