/** platform.md §9: popovers sit 8 px from their trigger. */
export const popoverOffsetPx = 8;
/** platform.md §9: a tooltip shows after the pointer has rested 200 ms (hover debounce). */
export const tooltipDelayMs = 200;
