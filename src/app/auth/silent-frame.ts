import type { INavigator, IWindow } from 'oidc-client-ts';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';

/** The studio's own page that a silent authorization request returns to (public/silent-check.html). */
export const silentCheckPath = 'silent-check.html';

/**
 * Loads a silent authorization request (`prompt=none`) in a hidden iframe and gives back the
 * address the provider returned it to: silent-check.html posts it to this page (same origin
 * only). Null when no answer came within `timeoutMs` (the provider unreached, the frame blocked).
 */
export async function silentFrameAnswer(requestUrl: string, pageOrigin: string, timeoutMs: number): Promise<string | null> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'session check';
  frame.setAttribute('aria-hidden', 'true');
  try {
    return await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => finish(null), timeoutMs);
      const onMessage = (event: MessageEvent<unknown>) => {
        if (event.origin !== pageOrigin || event.source !== frame.contentWindow) return;
        const data = event.data as { source?: unknown; url?: unknown } | null;
        if (data?.source === 'studio-silent-check' && typeof data.url === 'string') finish(data.url);
      };
      function finish(url: string | null) {
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        resolve(url);
      }
      window.addEventListener('message', onMessage);
      frame.src = requestUrl;
      document.body.append(frame);
    });
  } finally {
    frame.remove();
  }
}

/**
 * oidc-client-ts's silent sign-in (`signinSilent`) through the studio's hidden frame and
 * silent-check.html instead of the library's own iframe page (which would need the library in
 * that page). An unanswered request is `RefreshUnreachableError`: the renewal retries it.
 */
export function silentFrameNavigator(pageOrigin: string, timeoutMs: number): INavigator {
  return {
    prepare: async (): Promise<IWindow> => ({
      async navigate({ url }) {
        const answer = await silentFrameAnswer(url, pageOrigin, timeoutMs);
        if (answer === null) throw new RefreshUnreachableError('the silent authorization request got no answer');
        return { url: answer };
      },
      close: () => undefined,
    }),
    // silent-check.html answers by postMessage itself; the library's callback is never loaded.
    callback: async () => undefined,
  };
}
