import { deferredCode, type DeferredCode } from '../deferred/deferred-code';
import type * as StreamingMarkdownModule from './streaming-markdown';

/** The Markdown renderer's module: marked and DOMPurify, about a tenth of the chat route's code. */
export type MarkdownRenderer = typeof StreamingMarkdownModule;
export type MarkdownLoader = DeferredCode<MarkdownRenderer>;

/**
 * The renderer is fetched when the first answer is about to be shown, not with the page
 * (split by need). Until it has come, answers show as plain text; nothing waits for it.
 */
export const markdownLoader: MarkdownLoader = deferredCode('the Markdown renderer', () => import('./streaming-markdown'));
