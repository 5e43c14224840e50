import { fromCallback, type EventObject } from 'xstate';

interface PageEvents {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: DocumentVisibilityState };
}

/**
 * The studio's `pageLifecycle` actor: `pagehide` (reload, close, navigation away) is `page.leaving`;
 * the tab going to the background is `page.hidden` — a hidden tab may be discarded without a
 * `pagehide`, so the tools note their unsaved changes then too.
 */
export function pageLifecycleActor(page: PageEvents = { window, document }) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const onPageHide = () => sendBack({ type: 'page.leaving' });
    const onVisibilityChange = () => sendBack({ type: page.document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    page.window.addEventListener('pagehide', onPageHide);
    page.document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      page.window.removeEventListener('pagehide', onPageHide);
      page.document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  });
}
