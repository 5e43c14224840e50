import { useLayoutEffect, type RefObject } from 'react';

/** The root's custom property the toast region stands on (src/tokens.css gives its default, none). */
export const toastClearanceProperty = '--toast-clearance';

/**
 * Keeps the toasts above the message box: while the box is on the page, the root's
 * `--toast-clearance` is the distance from its top to the bottom of the window, so the toast
 * region (fixed at the bottom right) stands above it and covers neither Send nor the box.
 */
export function useToastClearance(box: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(toastClearanceProperty, `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(toastClearanceProperty);
    };
  }, [box]);
}
