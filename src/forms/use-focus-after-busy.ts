import { useEffect, useRef } from 'react';

/**
 * When `busy` ends and the focus fell to body meanwhile, `target()` takes it. A control that the
 * work disabled (a save under way) or took away (an upload panel) held the focus: Chromium moves
 * it to body then, where a keyboard user would start again from the top of the page.
 */
export function useFocusAfterBusy(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = useRef(busy);
  const latestTarget = useRef(target);
  useEffect(() => {
    latestTarget.current = target;
  });
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (ended && (!document.activeElement || document.activeElement === document.body)) latestTarget.current()?.focus();
  }, [busy]);
}
