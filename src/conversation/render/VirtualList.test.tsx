import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeResizeObserver } from './fake-resize-observer';
import { VirtualList } from './VirtualList';

const viewportHeight = 600;
let scrollHeight = 0;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => viewportHeight);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => scrollHeight);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeResizeObserver.live.clear();
});

const messages = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `m${index}`, text: `Message ${index}` }));
const mountedIndexes = () => screen.queryAllByRole('listitem').map((row) => Number(row.dataset.index));
const list = () => screen.getByRole('list');

function renderList(count: number, startAt: 'start' | 'end' = 'start', moveByRow = false) {
  return render(
    <VirtualList
      moveByRow={moveByRow}
      items={messages(count)}
      itemKey={(item) => item.id}
      renderItem={(item) => <p>{item.text}</p>}
      estimateHeight={40}
      overscan={3}
      startAt={startAt}
      aria-label="Messages"
    />,
  );
}

function scrollTo(top: number) {
  list().scrollTop = top;
  fireEvent.scroll(list());
}

describe('VirtualList', () => {
  it('a 2,000-row list renders only the rows in view plus the overscan', () => {
    renderList(2000);
    // 600 px of 40 px rows is rows 0-14, then 3 more.
    expect(mountedIndexes()).toEqual(Array.from({ length: 18 }, (_, index) => index));
    expect(screen.getByText('Message 0')).toBeInTheDocument();
  });

  it('a 500-message chat opens at its end and mounts at most 40 rows', () => {
    renderList(500, 'end');
    const mounted = mountedIndexes();
    expect(mounted.length).toBeLessThanOrEqual(40);
    expect(mounted.at(-1)).toBe(499);
    expect(mounted).not.toContain(0);
    expect(list().scrollTop).toBe(500 * 40 - viewportHeight);
  });

  it('opening at the end never renders the first rows on the way', () => {
    const rendered = new Set<number>();
    render(
      <VirtualList
        items={messages(500)}
        itemKey={(item) => item.id}
        renderItem={(item, index) => {
          rendered.add(index);
          return <p>{item.text}</p>;
        }}
        estimateHeight={40}
        startAt="end"
      />,
    );
    expect(Math.min(...rendered)).toBeGreaterThan(470);
  });

  it('a reader back at the end is followed again as rows grow', () => {
    renderList(500, 'end');
    scrollHeight = 500 * 40;
    scrollTo(1000);
    scrollTo(scrollHeight - viewportHeight);
    const measured = mountedIndexes().length;
    FakeResizeObserver.measureRows(() => 100);
    expect(list().scrollTop).toBe(500 * 40 + measured * 60 - viewportHeight);
  });

  it('scrolling mounts the rows at the new position and unmounts the others', () => {
    renderList(2000);
    scrollTo(4000);
    expect(mountedIndexes()).toEqual(Array.from({ length: 21 }, (_, index) => 97 + index));
    expect(screen.queryByText('Message 0')).not.toBeInTheDocument();
  });

  it('measured heights replace the estimate, so taller rows mean fewer rows mounted', () => {
    renderList(1000);
    FakeResizeObserver.measureRows(() => 100);
    // 600 px of 100 px rows is rows 0-5, then 3 more.
    expect(mountedIndexes()).toEqual(Array.from({ length: 9 }, (_, index) => index));
    const [top, bottom] = [list().firstElementChild, list().lastElementChild] as HTMLElement[];
    expect(top).toHaveStyle({ height: '0px' });
    // Rows 0-17 were measured at 100 px; rows 9-999 below the mounted ones.
    expect(bottom).toHaveStyle({ height: `${9 * 100 + 982 * 40}px` });
  });

  it('an end-anchored list stays at the end as its rows are measured', () => {
    renderList(500, 'end');
    const measured = mountedIndexes().length;
    FakeResizeObserver.measureRows(() => 120);
    const measuredTotal = 500 * 40 + measured * (120 - 40);
    expect(list().scrollTop).toBe(measuredTotal - viewportHeight);
    expect(mountedIndexes().at(-1)).toBe(499);
  });

  it('a reader who scrolled up is not pulled back to the end when rows change height', () => {
    renderList(500, 'end');
    scrollHeight = 500 * 40;
    scrollTo(1000);
    FakeResizeObserver.measureRows(() => 120);
    expect(list().scrollTop).toBe(1000);
  });

  it('under StrictMode, rows are still measured after the simulated remount', () => {
    render(
      <StrictMode>
        <VirtualList items={messages(1000)} itemKey={(item) => item.id} renderItem={(item) => <p>{item.text}</p>} estimateHeight={40} />
      </StrictMode>,
    );
    FakeResizeObserver.measureRows(() => 100);
    expect(mountedIndexes()).toEqual(Array.from({ length: 9 }, (_, index) => index));
  });

  it('rows are list items that tell their position in the whole list', () => {
    renderList(500);
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '500');
    expect(list()).toHaveAccessibleName('Messages');
  });

  it('unmounting disconnects the observers', () => {
    const { unmount } = renderList(100);
    expect(FakeResizeObserver.live.size).toBeGreaterThan(0);
    unmount();
    expect(FakeResizeObserver.live.size).toBe(0);
  });

  describe('read message by message with the keys', () => {
    const focusedIndex = () => Number((document.activeElement as HTMLElement).dataset.index);

    it('from the list, Home reaches the first of 5,000 messages, mounting it, and arrows step from there', () => {
      renderList(5000, 'end', true);
      expect(list()).toHaveAttribute('tabindex', '0');
      list().focus();
      fireEvent.keyDown(list(), { key: 'Home' });
      expect(focusedIndex()).toBe(0);
      expect(document.activeElement).toHaveAttribute('aria-posinset', '1');
      expect(document.activeElement).toHaveAttribute('aria-setsize', '5000');
      expect(mountedIndexes().length).toBeLessThanOrEqual(40);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
      expect(focusedIndex()).toBe(2);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(focusedIndex()).toBe(1);
    });

    it('End goes back to the last message, and the first press from the list reads what is in view', () => {
      renderList(5000, 'end', true);
      fireEvent.keyDown(list(), { key: 'Home' });
      fireEvent.keyDown(document.activeElement!, { key: 'End' });
      expect(focusedIndex()).toBe(4999);
      list().focus();
      fireEvent.keyDown(list(), { key: 'ArrowUp' });
      expect(focusedIndex()).toBe(4999);
    });

    it('keys inside a row and modified keys are left alone', () => {
      render(
        <VirtualList moveByRow items={messages(100)} itemKey={(item) => item.id} renderItem={(item) => <button type="button">{item.text}</button>} estimateHeight={40} />,
      );
      const button = screen.getByRole('button', { name: 'Message 5' });
      button.focus();
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      fireEvent.keyDown(list(), { key: 'End', shiftKey: true });
      expect(document.activeElement).toBe(button);
    });

    it('a list without it is no tab stop and its rows take no focus', () => {
      renderList(100);
      expect(list()).not.toHaveAttribute('tabindex');
      fireEvent.keyDown(list(), { key: 'End' });
      expect(screen.getAllByRole('listitem')[0]).not.toHaveAttribute('tabindex');
      expect(mountedIndexes()).not.toContain(99);
    });
  });
});
