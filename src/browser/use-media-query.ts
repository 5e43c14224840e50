import { useSyncExternalStore } from 'react';
import { mobileBelow } from '../shell/breakpoints';

/** Whether `query` matches now, re-rendering when that changes; false where there is no matchMedia (jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

const phoneQuery = `(max-width: ${mobileBelow - 1}px)`;

/** Below the `sm` breakpoint: the phone layout (platform.md §2). */
export const usePhoneLayout = () => useMediaQuery(phoneQuery);

/** The phone layout now, outside React (false where there is no matchMedia). */
export const isPhoneLayout = () => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;
