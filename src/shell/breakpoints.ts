/** platform.md §2 breakpoints (px, min-width). styles.css uses the same numbers in its media queries. */
export const breakpoints = { '2xs': 320, xs: 577, sm: 769, md: 993, lg: 1441, xl: 1921 } as const;

/** Below `sm` the mobile layout (burger and context menu) takes over. */
export const mobileBelow = breakpoints.sm;

/** Between `sm` and `md` the bar shows this many tool links; the rest go to the "more" flyout. */
export const itemsBeforeMore = 3;
