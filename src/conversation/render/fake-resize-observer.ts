import { act } from '@testing-library/react';

/** Test helper. jsdom lays nothing out: this ResizeObserver reports the sizes a test gives it. */
export class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.live.add(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    FakeResizeObserver.live.delete(this);
  }
  /** Reports every observed row (`data-index`) at the height `heightOf` gives it. */
  static measureRows(heightOf: (index: number) => number) {
    for (const observer of FakeResizeObserver.live) {
      const rows = [...observer.observed].filter((element): element is HTMLElement => element instanceof HTMLElement && element.dataset.index !== undefined);
      const entries = rows.map((target) => {
        const blockSize = heightOf(Number(target.dataset.index));
        // Only what row-sizes reads: the target and its border box.
        return { target, borderBoxSize: [{ blockSize, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
      });
      if (entries.length > 0) act(() => observer.callback(entries, observer as unknown as ResizeObserver));
    }
  }
}
