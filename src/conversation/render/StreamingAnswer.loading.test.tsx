import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createManualFrames } from '../../markdown/frame-scheduler';
import type { MarkdownRenderer } from '../../markdown/markdown-loader';
import { deferredCode } from '../../deferred/deferred-code';
import * as streamingMarkdown from '../../markdown/streaming-markdown';
import { StreamingAnswer } from './StreamingAnswer';

/** A renderer fetch that the test lets arrive (or fail) when it chooses. */
function heldBackRenderer() {
  let arrive!: (module: MarkdownRenderer) => void;
  let fail!: (error: Error) => void;
  const fetchRenderer = vi.fn(() => new Promise<MarkdownRenderer>((resolve, reject) => ((arrive = resolve), (fail = reject))));
    return {
    loader: deferredCode('the Markdown renderer', fetchRenderer),
    fetchRenderer,
    // async act: the views' updates follow in the promise's callbacks, inside act.
    arrive: () => act(async () => arrive(streamingMarkdown)),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

describe('an answer shown before the Markdown renderer has come (fetched on first use)', () => {
  it('reads as plain text at once, then as Markdown when the renderer arrives', async () => {
    const held = heldBackRenderer();
    const frames = createManualFrames();
    const { container } = render(<StreamingAnswer text={'# Title\n\nSee **this**.'} frames={frames.schedule} loader={held.loader} />);
    expect(container).toHaveTextContent('# Title See **this**.');
    expect(container.querySelector('h1')).toBeNull();

    await held.arrive();
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('this');
  });

  it('a raw-text answer is shown without its noMd2Html: prefix while waiting', () => {
    const held = heldBackRenderer();
    const { container } = render(<StreamingAnswer text={'noMd2Html:<b>as typed</b>'} loader={held.loader} />);
    expect(container).toHaveTextContent('<b>as typed</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('answers on one page share one fetch', () => {
    const held = heldBackRenderer();
    render(
      <>
        <StreamingAnswer text="one" loader={held.loader} />
        <StreamingAnswer text="two" loader={held.loader} />
      </>,
    );
    expect(held.fetchRenderer).toHaveBeenCalledTimes(1);
  });

  it('when the fetch fails the answer stays readable, the failure is logged, and the next answer tries again', async () => {
    const held = heldBackRenderer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, unmount } = render(<StreamingAnswer text="Still **here**." loader={held.loader} />);
    await held.fail(new Error('offline'));
    expect(container).toHaveTextContent('Still **here**.');
    expect(logged).toHaveBeenCalledWith('the Markdown renderer could not be fetched', expect.any(Error));
    unmount();

    render(<StreamingAnswer text="Next." loader={held.loader} />);
    expect(held.fetchRenderer).toHaveBeenCalledTimes(2);
    await held.arrive();
    expect(screen.getByText('Next.').tagName).toBe('P');
    logged.mockRestore();
  });
});
