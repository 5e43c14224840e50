import { describe, expect, it } from 'vitest';
import { findExecutable } from './find-executable';
import { renderMarkdown } from './render-markdown';
import { createStreamingMarkdown } from './streaming-markdown';

/** [what the payload tries, the Markdown a model could send]. */
const payloads: [string, string][] = [
  ['a script tag', '<script>alert(1)</script>'],
  ['an upper-case script tag with a source', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['a script tag split to survive naive filters', '<scr<script>ipt>alert(1)</script>'],
  ['an iframe with a script URL', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object, embed and base', '<object data="javascript:alert(1)"></object><embed src=javascript:alert(1)><base href="javascript:/">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a javascript: link', '[x](javascript:alert(1))'],
  ['a mixed-case javascript: link', '[x](JaVaScRiPt:alert(1))'],
  ['a javascript: link with an encoded tab', '[x](jav&#x09;ascript:alert(1))'],
  ['a javascript: link with an encoded newline', '[x](jav&#x0A;ascript:alert(1))'],
  ['a javascript: link with an encoded first letter', '[x](&#x6A;avascript:alert(1))'],
  ['a javascript: link with padded decimal entities', '[x](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))'],
  ['a javascript: link with an encoded colon', '[x](javascript&colon;alert(1))'],
  ['a javascript: link in angle brackets with spaces', '[x](< javascript:alert(1)>)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a javascript: reference link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: link with HTML', '[x](data:text/html,<script>alert(1)</script>)'],
  ['a vbscript: link', '[x](vbscript:msgbox(1))'],
  ['a javascript: image', '![x](javascript:alert(1))'],
  ['a data: SVG image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a data: PNG image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['a vbscript: image', '![x](VBScript:msgbox(1))'],
  ['an image with an event attribute', '<img src=x onerror=alert(1)>'],
  ['a link with an event attribute', '<a href="https://example.com" onclick="alert(1)">x</a>'],
  ['an autofocus event', '<input autofocus onfocus=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['an inline style', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['SVG onload', '<svg onload=alert(1)>'],
  ['SVG with a script', '<svg><script>alert(1)</script></svg>'],
  ['an SVG link with xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['an SVG animation', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['a MathML link', '<math href="javascript:alert(1)">x</math>'],
  ['MathML with a table and a style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mutation XSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mutation XSS through an SVG style', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['mutation XSS through nested forms and MathML', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['mutation XSS through an SVG paragraph', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['mutation XSS through a textarea in MathML', '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">'],
  ['HTML in a link title', '[x](https://example.com "<img src=x onerror=alert(1)>")'],
  ['a script in a link title', '[x](https://example.com "<script>alert(1)</script>")'],
  ['a link title closing its attribute', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['a link target breaking out of its attribute', '[x](https://example.com"onmouseover="alert(1))'],
  ['a link target in angle brackets breaking out', '[x](<https://example.com" onclick="alert(1)>)'],
  ['an image source breaking out of its attribute', '![x](https://example.com/a.png"onerror="alert(1))'],
  ['HTML in link text', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['HTML in image alt text', '![<img src=x onerror=alert(1)>](https://example.com/a.png)'],
  ['HTML inside a table cell', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
  ['HTML after a closed fence', '```\n<script>alert(1)</script>\n```\n<img src=x onerror=alert(1)>'],
];

describe('no model output can run script', () => {
  it.each(payloads)('whole text: %s', (_name, markdown) => {
    expect(findExecutable(renderMarkdown(markdown))).toEqual([]);
  });

  it.each(payloads)('streamed, at every length, between other blocks: %s', (_name, markdown) => {
    const text = `Intro paragraph.\n\n${markdown}\n\nClosing paragraph.`;
    const stream = createStreamingMarkdown();
    for (let length = 1; length <= text.length; length += 1) {
      const view = stream.update(text.slice(0, length));
      const html = view.blocks.map((block) => block.html).join('') + view.tailHtml;
      expect(findExecutable(html), JSON.stringify(text.slice(0, length))).toEqual([]);
    }
  });

  it('the probe itself finds what it looks for', () => {
    const unsafe = '<p onclick="x()"><a href=" jav\tascript:alert(1)">a</a><svg></svg><img src="data:image/png,x" style="x"></p>';
    expect(findExecutable(unsafe)).toEqual([
      '<p onclick>',
      '<a href=" jav\tascript:alert(1)">',
      '<svg>',
      '<img src="data:image/png,x">',
      '<img style>',
    ]);
  });

  it('links that are safe keep their address and open in a new tab without opener', () => {
    const html = renderMarkdown('[a](https://example.com/x?y=1) [b](mailto:a@example.com) <https://example.org>');
    expect(html).toContain('<a href="https://example.com/x?y=1" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">');
  });

  it('a picture from another host is a link to it, never fetched; the studio’s own pictures show', () => {
    expect(renderMarkdown('![pixel](https://evil.example/p.png)')).toBe(
      '<p><a href="https://evil.example/p.png" class="image-link" target="_blank" rel="noopener noreferrer">pixel</a></p>\n',
    );
    expect(renderMarkdown('![](//evil.example/p.png)')).not.toContain('<img');
    expect(renderMarkdown('![](/\\evil.example/p.png)')).not.toContain('<img');
    expect(renderMarkdown('![logo](/logo-trial.svg "Trial")')).toContain('<img src="/logo-trial.svg" alt="logo" title="Trial">');
  });
});
