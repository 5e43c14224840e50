/** platform.md §9: the type-ahead buffer resets 500 ms after the last key. */
export const typeAheadResetMs = 500;

/**
 * Type-ahead over a list of labels: keys typed in quick succession build a prefix; the first
 * label (from the current one on) starting with it is the match.
 */
export function createTypeAhead(labels: () => readonly string[], now: () => number = Date.now) {
  let buffer = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  return (key: string, currentIndex: number): number | undefined => {
    const at = now();
    buffer = at - lastKeyAt > typeAheadResetMs ? key : buffer + key;
    lastKeyAt = at;
    const list = labels();
    const prefix = buffer.toLocaleLowerCase();
    const start = buffer.length === 1 ? currentIndex + 1 : currentIndex;
    for (let offset = 0; offset < list.length; offset += 1) {
      const index = (start + offset) % list.length;
      if (list[index]!.toLocaleLowerCase().startsWith(prefix)) return index;
    }
    return undefined;
  };
}
