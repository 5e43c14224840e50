import type * as StreamingMarkdownModule from './streaming-markdown';

/** The Markdown renderer's module: marked and DOMPurify, about a tenth of the chat route's code. */
export type MarkdownRenderer = typeof StreamingMarkdownModule;

/**
 * The renderer is fetched when the first answer is about to be shown, not with the page
 * (issue 11: split by need). Until it has come, answers show as plain text; nothing waits for it.
 */
export interface MarkdownLoader {
  /** The renderer once it has come; undefined before, and after a failed fetch. */
  current(): MarkdownRenderer | undefined;
  /** Starts the fetch, or joins the one under way. A failed fetch is tried again at the next call. */
  load(): Promise<MarkdownRenderer>;
}

export function createMarkdownLoader(fetchRenderer: () => Promise<MarkdownRenderer>): MarkdownLoader {
  let renderer: MarkdownRenderer | undefined;
  let pending: Promise<MarkdownRenderer> | undefined;
  return {
    current: () => renderer,
    load() {
      pending ??= fetchRenderer().then(
        (module) => (renderer = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

export const markdownLoader = createMarkdownLoader(() => import('./streaming-markdown'));
