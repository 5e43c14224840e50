import { useCallback, useEffect, useRef, useState } from 'react';
import { BottomFollower, type FollowState } from './bottom-follower';

/** Attach `ref` to the scroll container; call with a value that changes when the content does. */
export function useStickToBottom(contentVersion: unknown) {
  const [state, setState] = useState<FollowState>({ showScrollButton: false, hasNewMessages: false });
  const follower = useRef<BottomFollower | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    if (!el) return undefined;
    const attached = new BottomFollower(el, setState);
    follower.current = attached;
    return () => {
      attached.dispose();
      follower.current = null;
    };
  }, []);
  useEffect(() => {
    follower.current?.contentChanged();
  }, [contentVersion]);
  const scrollToBottom = useCallback(() => follower.current?.scrollToBottom(), []);
  return { ref, ...state, scrollToBottom };
}
