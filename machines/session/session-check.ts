/**
 * The periodic session check's decision table (platform.md §9), pure: where it may run at all,
 * and what each of the provider's answers means for this tab.
 */

/** The provider's answer to one silent request: a code, a "log in" error, or nothing usable. */
export type ProviderAnswer = 'active' | 'ended' | 'unknown';

/**
 * What the check knows in this page's life: nothing yet, that the hidden frame sees the
 * provider's session (it once answered with a code), or that it cannot (it stopped).
 */
export type CheckPhase = 'unconfirmed' | 'confirmed' | 'stopped';

export type CheckVerdict = 'keepAsking' | 'signedOut' | 'stop';

/**
 * A browser's "site": scheme and registrable domain. Without the public-suffix list the rule
 * is: an IP literal is its own site; a name of one or two labels (`localhost`, `example.com`)
 * is its own site; a longer name's site is its last two labels (`a.b.localhost` →
 * `b.localhost`, `login.example.com` → `example.com`). So `a.localhost` and `localhost` are
 * two sites, as browsers see them (`localhost` is a top-level name). Under a two-label public
 * suffix (`co.uk`, `github.io`) the rule calls two sites one: the check then runs, and its
 * first answer (see `afterAnswer`) or the per-origin switch keeps users signed in.
 */
export function siteOf(address: string): string {
  const url = new URL(address);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const ipLiteral = host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host);
  const labels = host.split('.');
  const domain = ipLiteral || labels.length <= 2 ? host : labels.slice(-2).join('.');
  return `${url.protocol}//${domain}`;
}

export const sameSite = (a: string, b: string) => siteOf(a) === siteOf(b);

export type CheckPlan = { runs: true } | { runs: false; why: 'switchedOff' | 'crossSite' };

/**
 * The check runs only where its frame can see the provider's session: the provider on the
 * studio's own site (a cross-site frame gets no cookies: SameSite=Lax, third-party cookies
 * blocked, ITP, TCP), and not switched off for the origin (`sessionCheck: false`).
 */
export function planCheck({ pageOrigin, authority, switchedOn }: { pageOrigin: string; authority: string; switchedOn: boolean }): CheckPlan {
  if (!switchedOn) return { runs: false, why: 'switchedOff' };
  return sameSite(pageOrigin, authority) ? { runs: true } : { runs: false, why: 'crossSite' };
}

/**
 * One answer, judged by what came before it. "Ended" is believed only after a code: an
 * "ended" first means the frame cannot see the session at all (its cookies withheld), so the
 * check stops for this page and token refresh and the API's 401 remain the signs of an ended
 * session. "Unknown" changes nothing.
 */
export function afterAnswer(phase: CheckPhase, answer: ProviderAnswer): { phase: CheckPhase; verdict: CheckVerdict } {
  if (phase === 'stopped') return { phase, verdict: 'stop' };
  if (answer === 'active') return { phase: 'confirmed', verdict: 'keepAsking' };
  if (answer === 'unknown') return { phase, verdict: 'keepAsking' };
  return phase === 'confirmed' ? { phase, verdict: 'signedOut' } : { phase: 'stopped', verdict: 'stop' };
}
