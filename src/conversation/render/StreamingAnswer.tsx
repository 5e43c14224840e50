import { Copy } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { animationFrames, type FrameScheduler } from '../../markdown/frame-scheduler';
import { markdownLoader, type MarkdownLoader, type MarkdownRenderer } from '../../markdown/markdown-loader';
import { rawTextPrefix } from '../../markdown/raw-text';
import type { SanitizedHtml } from '../../markdown/render-markdown';
import type { RenderedBlock } from '../../markdown/streaming-markdown';
import { useDeferredCode } from '../../deferred/use-deferred-code';
import { codeOf, decorateBlocks, languageOf } from './code-blocks';

export interface StreamingAnswerProps {
  /** The answer so far (grows while it streams); Markdown, or raw text after `noMd2Html:`. */
  text: string;
  /** When the open tail is re-rendered: the browser's animation frames unless a test drives them. */
  frames?: FrameScheduler;
  /** Where the Markdown renderer comes from: fetched on first use unless a test holds it back. */
  loader?: MarkdownLoader;
  /** Given: each code block has a "Copy code" button that hands this its text. */
  onCopyCode?: (code: string) => void;
}

// `display: contents`: the wrappers exist for React, the blocks lay out as siblings.
const blockStyle = { display: 'contents' } as const;

/** One block's sanitised HTML; memoised, so a finished block is never rendered again. */
const MarkdownBlock = memo(function MarkdownBlock({ html }: { html: SanitizedHtml }) {
  return <div style={blockStyle} dangerouslySetInnerHTML={{ __html: html }} />;
});

/** The finished blocks: skipped whole while the array is the same (between finished blocks). */
const FinishedBlocks = memo(function FinishedBlocks({ blocks }: { blocks: readonly RenderedBlock[] }) {
  return blocks.map((block) => <MarkdownBlock key={block.index} html={block.html} />);
});

// Before the renderer has come: the text as it is, its line breaks kept.
const plainStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * An assistant answer as sanitised Markdown. The renderer is fetched with the first answer
 * shown; until it has come, which is a moment at most, the answer is plain text.
 */
export function StreamingAnswer({ text, frames = animationFrames, loader = markdownLoader, onCopyCode }: StreamingAnswerProps) {
  const renderer = useDeferredCode(loader, true);
  if (!renderer) {
    return (
      <div className="markdown" style={plainStyle}>
        {text.startsWith(rawTextPrefix) ? text.slice(rawTextPrefix.length) : text}
      </div>
    );
  }
  return <MarkdownAnswer text={text} frames={frames} renderer={renderer} onCopyCode={onCopyCode} />;
}

/**
 * Rendered incrementally: finished blocks are parsed and sanitised once and kept as memoised
 * children; the open tail is re-rendered at most once per frame however many chunks arrive in
 * between. The first text renders at once.
 */
function MarkdownAnswer({ text, frames, renderer, onCopyCode }: { text: string; frames: FrameScheduler; renderer: MarkdownRenderer; onCopyCode?: (code: string) => void }) {
  const [markdown] = useState(() => renderer.createStreamingMarkdown());
  const [view, setView] = useState(() => markdown.update(text));
  const root = useRef<HTMLDivElement>(null);
  const [bars, setBars] = useState<readonly HTMLElement[]>([]);

  useEffect(() => {
    if (view.text === text) return undefined;
    // One pending frame at most: a newer chunk replaces the request, the frame renders the latest text.
    // flushSync commits inside the frame callback, so the tail is painted in this frame, not the next.
    return frames(() => flushSync(() => setView(markdown.update(text))));
  }, [frames, markdown, text, view.text]);

  // Tables and code blocks get their scrolling wrappers and copy bars once their HTML is in the page.
  useLayoutEffect(() => {
    if (!root.current) return;
    const found = decorateBlocks(root.current, onCopyCode !== undefined);
    setBars((known) => (found.length === known.length && found.every((bar, index) => bar === known[index]) ? known : found));
  }, [view, onCopyCode]);

  return (
    <div className="markdown" ref={root}>
      <FinishedBlocks blocks={view.blocks} />
      <MarkdownBlock key="tail" html={view.tailHtml} />
      {onCopyCode && bars.map((bar) => createPortal(<CodeBar bar={bar} onCopy={onCopyCode} />, bar, barKey(bar)))}
    </div>
  );
}

const barKeys = new WeakMap<HTMLElement, string>();
let lastBarKey = 0;
const barKey = (bar: HTMLElement) => {
  let key = barKeys.get(bar);
  if (key === undefined) barKeys.set(bar, (key = String(++lastBarKey)));
  return key;
};

/** Above a code block: its language, if the fence named one, and "Copy code" (the message's copy command and toasts). */
function CodeBar({ bar, onCopy }: { bar: HTMLElement; onCopy: (code: string) => void }) {
  const { t } = useTranslation('common');
  const language = languageOf(bar);
  return (
    <>
      {language && <span className="code-language">{language}</span>}
      <Button className="button ghost code-copy" onPress={() => onCopy(codeOf(bar))}>
        <Copy aria-hidden="true" className="icon" />
        {t('messages.copyCode')}
      </Button>
    </>
  );
}
