import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';
import { silentFrameNavigator } from './silent-frame';

const pageOrigin = window.location.origin;

/** silent-check.html in the hidden frame posting the address the provider sent it to. */
function frameAnswers(url: string, from = pageOrigin) {
  const frame = document.querySelector('iframe')!;
  window.dispatchEvent(new MessageEvent('message', { origin: from, source: frame.contentWindow, data: { source: 'studio-silent-check', url } }));
}

describe("the silent sign-in's hidden frame", () => {
  afterEach(() => vi.useRealTimers());

  it("gives oidc-client-ts the address silent-check.html posted, and takes the frame away", async () => {
    const window = await silentFrameNavigator(pageOrigin, 10_000).prepare({});
    const navigated = window.navigate({ url: 'about:blank#authorize' });
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    frameAnswers('http://elsewhere.example/silent-check.html?code=forged', 'http://elsewhere.example'); // not ours: ignored
    frameAnswers(`${pageOrigin}/silent-check.html?code=c1&state=s1`);
    await expect(navigated).resolves.toEqual({ url: `${pageOrigin}/silent-check.html?code=c1&state=s1` });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('no answer within the timeout is an unreached provider: the renewal retries it', async () => {
    vi.useFakeTimers();
    const window = await silentFrameNavigator(pageOrigin, 10_000).prepare({});
    const navigated = window.navigate({ url: 'about:blank#authorize' });
    const outcome = expect(navigated).rejects.toBeInstanceOf(RefreshUnreachableError);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(document.querySelector('iframe')).toBeNull();
  });
});
