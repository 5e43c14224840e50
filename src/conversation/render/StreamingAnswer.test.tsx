import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createManualFrames } from '../../markdown/frame-scheduler';
import { renderMarkdown } from '../../markdown/render-markdown';
import { StreamingAnswer } from './StreamingAnswer';

/** The answer's HTML without the React wrappers around its blocks. */
const answerHtml = (container: HTMLElement) =>
  [...(container.querySelector('.markdown')?.children ?? [])].map((wrapper) => wrapper.innerHTML).join('');

describe('StreamingAnswer', () => {
  it('shows the text it is given at once, without waiting for a frame', () => {
    const frames = createManualFrames();
    const { container } = render(<StreamingAnswer text={'# Title\n\nDone.'} frames={frames.schedule} />);
    expect(container.querySelector('h1')).toHaveTextContent('Title');
    expect(answerHtml(container)).toBe(renderMarkdown('# Title\n\nDone.'));
    expect(frames.pending()).toBe(0);
  });

  it('chunks arriving within one frame are rendered once, at the frame, with the latest text', () => {
    const frames = createManualFrames();
    const { container, rerender } = render(<StreamingAnswer text="Hel" frames={frames.schedule} />);
    for (const text of ['Hello', 'Hello wo', 'Hello world']) rerender(<StreamingAnswer text={text} frames={frames.schedule} />);
    expect(frames.pending()).toBe(1);
    expect(container).toHaveTextContent(/^Hel$/);
    act(() => frames.runFrame());
    expect(container).toHaveTextContent(/^Hello world$/);
    expect(frames.pending()).toBe(0);
  });

  it('a finished block keeps its DOM while the tail below it grows', () => {
    const frames = createManualFrames();
    const { container, rerender } = render(<StreamingAnswer text={'First paragraph.\n\nSec'} frames={frames.schedule} />);
    const first = container.querySelector('p');
    for (const text of ['First paragraph.\n\nSecond', 'First paragraph.\n\nSecond **bold**', 'First paragraph.\n\nSecond **bold**\n\n- item']) {
      rerender(<StreamingAnswer text={text} frames={frames.schedule} />);
      act(() => frames.runFrame());
    }
    expect(container.querySelector('p')).toBe(first);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('li')).toHaveTextContent('item');
  });

  it('the streamed answer ends up as the whole text rendered at once', () => {
    const frames = createManualFrames();
    const text = '## Steps\n\n1. one\n2. two\n\n```sh\nnpm test\n\n```\n\n| a | b |\n|---|---|\n| [x](https://example.com) | "q" |\n\nThanks...';
    const { container, rerender } = render(<StreamingAnswer text="" frames={frames.schedule} />);
    for (let length = 1; length <= text.length; length += 7) {
      rerender(<StreamingAnswer text={text.slice(0, length)} frames={frames.schedule} />);
      if (length % 3 === 0) act(() => frames.runFrame());
    }
    rerender(<StreamingAnswer text={text} frames={frames.schedule} />);
    act(() => frames.runFrame());
    const atOnce = render(<StreamingAnswer text={text} frames={createManualFrames().schedule} />).container;
    expect(answerHtml(container)).toBe(answerHtml(atOnce));
  });

  it('under StrictMode the answer still follows its text, frame by frame', () => {
    const frames = createManualFrames();
    const answer = (text: string) => (
      <StrictMode>
        <StreamingAnswer text={text} frames={frames.schedule} />
      </StrictMode>
    );
    const { container, rerender } = render(answer('One.\n\nTw'));
    rerender(answer('One.\n\nTwo.'));
    expect(frames.pending()).toBe(1);
    act(() => frames.runFrame());
    expect(answerHtml(container)).toBe(renderMarkdown('One.\n\nTwo.'));
  });

  it('unmounting with a frame pending cancels it', () => {
    const frames = createManualFrames();
    const { rerender, unmount } = render(<StreamingAnswer text="a" frames={frames.schedule} />);
    rerender(<StreamingAnswer text="ab" frames={frames.schedule} />);
    expect(frames.pending()).toBe(1);
    unmount();
    expect(frames.pending()).toBe(0);
  });
});

describe('tables and code blocks in an answer', () => {
  const answer = 'Totals:\n\n| region | total |\n|---|---|\n| north | 12 |\n\n```ts\nconst total = 12;\nconsole.log(total);\n```\n\nDone.';

  it('a table scrolls sideways in its own wrapper and a code block by itself, each reachable by keyboard', () => {
    const { container } = render(<StreamingAnswer text={answer} frames={createManualFrames().schedule} />);
    const table = container.querySelector('table')!;
    expect(table.parentElement).toHaveClass('table-scroll');
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });

  it('without a copy command (the customer-service demo) a code block has no copy button', () => {
    render(<StreamingAnswer text={answer} frames={createManualFrames().schedule} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with one, each code block has "Copy code" under its language, which hands over the code as shown', async () => {
    const copied = vi.fn();
    const { container } = render(<StreamingAnswer text={`${answer}\n\n\`\`\`\nplain\n\`\`\``} frames={createManualFrames().schedule} onCopyCode={copied} />);
    const buttons = screen.getAllByRole('button', { name: 'messages.copyCode' });
    expect(buttons).toHaveLength(2);
    expect(container.querySelector('.code-block-bar')).toHaveTextContent(/^ts/);

    await userEvent.click(buttons[0]!);
    await userEvent.click(buttons[1]!);

    expect(copied.mock.calls).toEqual([['const total = 12;\nconsole.log(total);\n'], ['plain\n']]);
  });

  it('a code block in the growing tail keeps exactly one copy button, frame after frame', () => {
    const frames = createManualFrames();
    const answerAt = (text: string) => <StreamingAnswer text={text} frames={frames.schedule} onCopyCode={() => {}} />;
    const { container, rerender } = render(answerAt('```ts\nconst a'));
    for (const text of ['```ts\nconst a = 1;', '```ts\nconst a = 1;\nconst b', '```ts\nconst a = 1;\nconst b = 2;\n```']) {
      rerender(answerAt(text));
      act(() => frames.runFrame());
      const block = within(container.querySelector<HTMLElement>('.code-block')!);
      expect(block.getAllByRole('button')).toHaveLength(1);
      expect(container.querySelector('pre')!.textContent).toContain(text.replace('```ts\n', '').replace('\n```', ''));
    }
    expect(container.querySelectorAll('.code-block')).toHaveLength(1);
  });
});
