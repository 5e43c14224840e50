import { definitionsUsedBy, linkDefinitions } from './link-definitions';
import { continueSplit, type MarkdownSplit } from './markdown-blocks';
import { rawTextPrefix } from './raw-text';
import { markdownToHtml, renderMarkdown, type SanitizedHtml } from './render-markdown';

/** A finished block: parsed and sanitised once, then handed out as this same object. */
export interface RenderedBlock {
  /** The block's position in the answer; stable while the answer grows. */
  readonly index: number;
  readonly source: string;
  readonly html: SanitizedHtml;
}

/** What to show for the text so far. */
export interface StreamingMarkdownView {
  readonly text: string;
  readonly blocks: readonly RenderedBlock[];
  /** The open tail, rendered afresh on every update. */
  readonly tailHtml: SanitizedHtml;
}

export interface StreamingMarkdownOptions {
  /** Markdown → sanitised HTML for one block; the real renderer unless a test counts calls. */
  renderBlock?: (markdown: string) => SanitizedHtml;
}

export interface StreamingMarkdown {
  /** Renders `text` (the whole answer so far), reusing every finished block already rendered. */
  update(text: string): StreamingMarkdownView;
}

interface CachedBlock {
  readonly block: RenderedBlock;
  /** The link definitions it was rendered with. */
  readonly definitions: string;
}

/**
 * Incremental renderer for one streamed answer. Finished blocks are cached by index, source
 * and the link definitions they use, so they are parsed and sanitised once; only the tail is
 * rendered on each update. A block is rendered with the answer's definitions of the links it
 * mentions before it, so `[text][id]` resolves as in the whole text even when `[id]: …` comes
 * later. A `noMd2Html:` answer is raw text: escaping it whole is cheap, so it is all tail.
 */
export function createStreamingMarkdown({ renderBlock = markdownToHtml }: StreamingMarkdownOptions = {}): StreamingMarkdown {
  let cache: readonly CachedBlock[] = [];
  // The same array while no block is added or changed, so views can skip the finished part whole.
  let finished: readonly RenderedBlock[] = [];
  let previous: { text: string; split: MarkdownSplit } = { text: '', split: { blocks: [], tail: '' } };
  // A block waits in the tail until the line after its blank line starts; that render is reused.
  let lastTail: { source: string; definitions: string; html: SanitizedHtml } = { source: '', definitions: '', html: '' };
  const render = (source: string, definitions: string) => {
    if (source === lastTail.source && definitions === lastTail.definitions) return lastTail.html;
    return renderBlock(definitions ? `${definitions}\n\n${source}` : source);
  };
  return {
    update(text) {
      if (text.startsWith(rawTextPrefix)) {
        cache = finished = [];
        return { text, blocks: finished, tailHtml: renderMarkdown(text) };
      }
      const split = continueSplit(previous, text);
      previous = { text, split };
      const known = linkDefinitions(text);
      const next = split.blocks.map((source, index) => {
        const definitions = definitionsUsedBy(source, known);
        const cached = cache[index];
        if (cached?.block.source === source && cached.definitions === definitions) return cached;
        return { block: { index, source, html: render(source, definitions) }, definitions };
      });
      if (next.length !== cache.length || next.some((entry, index) => entry !== cache[index])) {
        finished = next.map(({ block }) => block);
      }
      cache = next;
      const definitions = definitionsUsedBy(split.tail, known);
      lastTail = { source: split.tail, definitions, html: render(split.tail, definitions) };
      return { text, blocks: finished, tailHtml: lastTail.html };
    },
  };
}
