/** platform.md §9's shared timings for overlays: tooltips and flyouts open after 200 ms; popovers sit 8 px from their trigger. */
export const tooltipDelayMs = 200;
export const flyoutDelayMs = 200;
export const popoverOffsetPx = 8;
