/** Measures mounted rows with one ResizeObserver and reports heights by row key. */
export interface RowSizes {
  /** Measures `element` as the row `key` until the returned function is called. */
  observe(key: string, element: Element): () => void;
  disconnect(): void;
}

const heightOf = (entry: ResizeObserverEntry) =>
  entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;

/**
 * `onMeasured` receives the rows whose height changed, in one batch per observer callback.
 * Without ResizeObserver (old browsers, jsdom) nothing is measured and the estimates stand.
 */
export function createRowSizes(onMeasured: (measured: ReadonlyMap<string, number>) => void): RowSizes {
  const keys = new Map<Element, string>();
  let observer: ResizeObserver | undefined;
  const connect = () =>
    new ResizeObserver((entries) => {
      const measured = new Map<string, number>();
      for (const entry of entries) {
        const key = keys.get(entry.target);
        if (key !== undefined) measured.set(key, heightOf(entry));
      }
      if (measured.size > 0) onMeasured(measured);
    });
  return {
    observe(key, element) {
      if (typeof ResizeObserver === 'undefined') return () => {};
      observer ??= connect();
      keys.set(element, key);
      observer.observe(element);
      return () => {
        keys.delete(element);
        observer?.unobserve(element);
      };
    },
    disconnect() {
      observer?.disconnect();
      observer = undefined;
      keys.clear();
    },
  };
}
