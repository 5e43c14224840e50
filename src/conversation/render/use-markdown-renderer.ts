import { useEffect, useState } from 'react';
import { markdownLoader, type MarkdownLoader, type MarkdownRenderer } from '../../markdown/markdown-loader';
import { log } from '../../platform/log';

/**
 * The Markdown renderer for a view: undefined until it has come (the view shows plain text
 * meanwhile), then the view renders again with it.
 */
export function useMarkdownRenderer(loader: MarkdownLoader = markdownLoader): MarkdownRenderer | undefined {
  const [renderer, setRenderer] = useState(loader.current);
  useEffect(() => {
    if (renderer) return undefined;
    let mounted = true;
    loader.load().then(
      (module) => mounted && setRenderer(module),
      // The answer stays readable as plain text; the next answer shown tries again.
      (error: unknown) => log.error('the Markdown renderer could not be fetched', error),
    );
    return () => {
      mounted = false;
    };
  }, [loader, renderer]);
  return renderer;
}

/** Fetches the renderer ahead while `soon` (an answer is on its way); renders nothing itself. */
export function useMarkdownAhead(soon: boolean, loader: MarkdownLoader = markdownLoader) {
  useEffect(() => {
    // A failure is logged by the answer's own attempt, which follows.
    if (soon && !loader.current()) loader.load().catch(() => undefined);
  }, [loader, soon]);
}
