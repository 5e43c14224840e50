/** platform.md §9: popovers sit 8 px from their trigger. */
export const popoverOffsetPx = 8;
