import { useCallback, useEffect, useRef, useState } from 'react';
import { BottomFollower, type FollowState } from './bottom-follower';

/**
 * Attach `ref` to the scroll container; call with a value that changes when the content does,
 * and (optionally) one that changes when the reader adds content of their own (a message sent):
 * that is brought into view wherever the reader was, not announced as news.
 */
export function useStickToBottom(contentVersion: unknown, ownVersion?: unknown) {
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
  const lastOwn = useRef(ownVersion);
  useEffect(() => {
    if (ownVersion !== lastOwn.current) {
      lastOwn.current = ownVersion;
      follower.current?.scrollToBottom();
    } else follower.current?.contentChanged();
  }, [contentVersion, ownVersion]);
  const scrollToBottom = useCallback(() => follower.current?.scrollToBottom(), []);
  return { ref, ...state, scrollToBottom };
}
