import { describe, expect, it } from 'vitest';
import { continueSplit, splitMarkdown, type MarkdownSplit } from './markdown-blocks';

describe('splitting streamed Markdown into finished blocks and the open tail', () => {
  it.each([
    ['text without a blank line stays open', 'Hello wor', [], 'Hello wor'],
    ['a paragraph followed only by a blank line stays open (the next line may continue it)', 'One.\n\n', [], 'One.\n\n'],
    ['the next line starting finishes the block before the blank line', 'One.\n\nTw', ['One.\n\n'], 'Tw'],
    ['a heading, paragraphs and a table are finished one by one', '# Title\n\nIntro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter', ['# Title\n\n', 'Intro.\n\n', '| a | b |\n|---|---|\n| 1 | 2 |\n\n'], 'After'],
    ['a table still receiving rows is the tail', 'Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 |', ['Intro.\n\n'], '| a | b |\n|---|---|\n| 1 | 2 |\n| 3 |'],
    ['an open fence keeps everything after it in the tail, blank lines too', 'Intro.\n\n```ts\nconst a = 1;\n\n\nconst b = 2;\n', ['Intro.\n\n'], '```ts\nconst a = 1;\n\n\nconst b = 2;\n'],
    ['a closed fence is finished by a blank line like any block', '```\ncode\n\nmore\n```\n\nNext', ['```\ncode\n\nmore\n```\n\n'], 'Next'],
    ['a longer closing run is needed when the fence opened with more backticks', '````\n```\n\nstill code\n', [], '````\n```\n\nstill code\n'],
    ['a tilde fence is not closed by backticks', '~~~\n```\n\ncode\n', [], '~~~\n```\n\ncode\n'],
    ['backticks with more backticks after them are inline code, not a fence', '```a``` b\n\nNext', ['```a``` b\n\n'], 'Next'],
    ['a loose list continues across blank lines', '- one\n\n- two\n\n- thr', [], '- one\n\n- two\n\n- thr'],
    ['an ordered list continues across blank lines', 'Intro.\n\n1. one\n\n2. two', ['Intro.\n\n'], '1. one\n\n2. two'],
    ['an indented paragraph continues the list item above it', '- one\n\n  more of one\n\nAfter', ['- one\n\n  more of one\n\n'], 'After'],
    ['a list ends when an unindented paragraph follows the blank line', '- one\n- two\n\nAfter the list', ['- one\n- two\n\n'], 'After the list'],
    ['after a list, an unfinished line that may become an item waits', '- one\n\n1', [], '- one\n\n1'],
    ['after a list, an unfinished line that cannot become an item finishes it', '- one\n\nA', ['- one\n\n'], 'A'],
    ['an indented code block after a paragraph stays with it', 'Para.\n\n    code\n\nNext', ['Para.\n\n    code\n\n'], 'Next'],
    ['a <pre> HTML block keeps its blank lines until its closing tag', 'A\n\n<pre>\nx\n\ny\n', ['A\n\n'], '<pre>\nx\n\ny\n'],
    ['an HTML comment closed on its own line is finished like any block', '<!-- a\n\nb -->\n\nNext', ['<!-- a\n\nb -->\n\n'], 'Next'],
    ['an HTML comment closed on its opening line does not stay open', '<!-- a -->\n\nNext', ['<!-- a -->\n\n'], 'Next'],
    ['Windows line endings split the same way', 'One.\r\n\r\nTwo', ['One.\r\n\r\n'], 'Two'],
    ['leading blank lines belong to the first block', '\n\nOne.\n\nTwo', ['\n\nOne.\n\n'], 'Two'],
  ])('%s', (_scenario, text, blocks, tail) => {
    const split = splitMarkdown(text);
    expect(split).toEqual({ blocks, tail });
    expect(split.blocks.join('') + split.tail).toBe(text);
  });

  it('a finished block never changes as the text grows', () => {
    const text = '# A\n\nPara one.\n\n- x\n\n- y\n\n```\nz\n\n```\n\n| a |\n|---|\n| 1 |\n\nEnd.';
    let finished: string[] = [];
    for (let length = 0; length <= text.length; length += 1) {
      const { blocks } = splitMarkdown(text.slice(0, length));
      expect(blocks.slice(0, finished.length)).toEqual(finished);
      finished = blocks;
    }
    expect(finished).toHaveLength(5);
  });

  it('continuing a split as the text grows gives the split of the whole text', () => {
    const text = '# A\n\nPara.\n\n- x\n\n  more\n\n- y\n\n~~~\nz\n\n~~~\n\n<!--\n\n-->\n\n| a |\n|---|\n\nEnd.';
    let previous: { text: string; split: MarkdownSplit } = { text: '', split: { blocks: [], tail: '' } };
    for (let length = 0; length <= text.length; length += 1) {
      const grown = text.slice(0, length);
      const split = continueSplit(previous, grown);
      expect(split, JSON.stringify(grown)).toEqual(splitMarkdown(grown));
      previous = { text: grown, split };
    }
  });

  it('text that changed rather than grew is split afresh', () => {
    const previous = { text: 'Old.\n\nTail', split: splitMarkdown('Old.\n\nTail') };
    expect(continueSplit(previous, 'New.\n\nTail')).toEqual({ blocks: ['New.\n\n'], tail: 'Tail' });
  });
});
