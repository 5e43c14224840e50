import { expect, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { appUrl } from './e2e-stack';
import { signInAs } from './sign-in.helpers';

/** What oidc-client-ts keeps under `oidc.user:<authority>:<client>` (only the fields we renew). */
type StoredUser = { access_token: string; refresh_token: string; id_token?: string; expires_at?: number };

/** One demo account's grant, held by this worker alone. */
interface Grant {
  /** The studio origin it was signed in on (the trial origin has its own provider). */
  origin: string;
  /** The sessionStorage key and the user stored under it, with the newest tokens we know of. */
  key: string;
  user: StoredUser;
  /** The provider's session cookies: the session check's hidden frame and tabs opened by hand need them. */
  cookies: Cookie[];
  tokenEndpoint: string;
  clientId: string;
}

/** Set once per tab and origin: a reload keeps the studio's own (perhaps newer) tokens. */
const injectedMarker = 'e2e.session-injected';

/** Which worker's sessions a test's context draws on (set by the `page` fixture). */
const sessionsOfContext = new WeakMap<BrowserContext, DemoSessions>();

/**
 * The demo accounts' sessions of one Playwright worker (docs/decisions.md, "Demo sessions are
 * signed in once per worker" and "A grant never leaves its worker").
 * Each account is signed in through its provider once per worker, in a context of its own;
 * every test then gets that grant handed on: the tokens renewed from here (a refresh-token
 * grant, so the page starts with a whole access-token lifetime, as right after a sign-in), the
 * provider's cookies in the test's context, and the user written into sessionStorage before
 * the studio loads. Refresh tokens rotate, and presenting a spent one makes the provider revoke
 * the grant: so the grant is used by one holder at a time (this worker's one test, then this
 * object again), and at the end of a test the page's newest tokens are taken back. When they
 * cannot be (the tab closed, it is on another origin, or its renewal was still under way) and
 * the page had renewed them, the next renewal from here is refused, and the account is simply
 * signed in again.
 */
export class DemoSessions {
  private readonly grants = new Map<string, Grant>();
  private handedOut: { page: Page; grant: Grant }[] = [];

  constructor(private readonly browser: Browser) {}

  attach(context: BrowserContext) {
    sessionsOfContext.set(context, this);
  }

  /** Opens `target` on `page` as `username`, signed in with this worker's grant for the account. */
  async open(page: Page, username: string, target: string) {
    const url = new URL(target, appUrl);
    if (this.handedOut.some((held) => held.page === page && held.grant.origin === url.origin)) {
      throw new Error(`${url.origin} already has a session in this tab: one account per origin and tab`);
    }
    // Another browser context of this test already holds this account's grant: two holders would
    // rotate one refresh token from two sides and the provider would revoke it for both, so this
    // context gets a grant of its own (a second sign-in, as a second browser would make).
    const account = `${username}@${url.origin}`;
    const heldElsewhere = (id: string) =>
      this.handedOut.some((held) => held.grant === this.grants.get(id) && held.page.context() !== page.context());
    let slot = 0;
    while (heldElsewhere(slot === 0 ? account : `${account}#${slot}`)) slot += 1;
    const grant = await this.renewed(username, url.origin, slot === 0 ? account : `${account}#${slot}`);
    await page.context().addCookies(grant.cookies);
    await page.addInitScript(
      ({ origin, key, user, marker }) => {
        if (location.origin !== origin || sessionStorage.getItem(marker) !== null) return;
        sessionStorage.setItem(key, user);
        sessionStorage.setItem(marker, 'yes');
      },
      { origin: url.origin, key: grant.key, user: JSON.stringify(grant.user), marker: injectedMarker },
    );
    this.handedOut.push({ page, grant });
    await page.goto(url.toString());
  }

  /** After a test: each page that renewed its tokens hands the newest ones back. */
  async takeBack() {
    const handedOut = this.handedOut;
    this.handedOut = [];
    for (const { page, grant } of handedOut) {
      const stored = await readStoredUser(page, grant).catch(() => null);
      if (stored?.refresh_token) grant.user = { ...grant.user, ...stored };
    }
  }

  private async renewed(username: string, origin: string, id: string): Promise<Grant> {
    const known = this.grants.get(id);
    if (known && (await renew(known))) return known;
    const signedIn = await this.signIn(username, origin);
    this.grants.set(id, signedIn);
    if (!(await renew(signedIn))) throw new Error(`the provider refused to renew ${id}'s fresh grant`);
    return signedIn;
  }

  /** The real sign-in, through the provider's own page, in a context of its own. */
  private async signIn(username: string, origin: string): Promise<Grant> {
    const context = await this.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await signInAs(page, username);
      const readUser = () =>
        page
          .evaluate((expected) => {
            if (location.origin !== expected) return null;
            const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
            return key ? { key, value: sessionStorage.getItem(key) ?? '' } : null;
          }, origin)
          .catch(() => null); // navigating
      await expect.poll(readUser, { timeout: 15_000 }).not.toBeNull();
      const { key, value } = (await readUser())!;
      // oidc.user:<authority>:<client id>
      const authority = key.slice('oidc.user:'.length, key.lastIndexOf(':'));
      const clientId = key.slice(key.lastIndexOf(':') + 1);
      const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
      return { origin, key, user: JSON.parse(value) as StoredUser, cookies: await context.cookies(), tokenEndpoint: discovery.token_endpoint, clientId };
    } finally {
      await context.close();
    }
  }
}

/** The studio's refresh-token grant (src/app/auth/refresh-grant.ts), from here: false when the grant is spent. */
async function renew(grant: Grant): Promise<boolean> {
  const response = await fetch(grant.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: grant.clientId, refresh_token: grant.user.refresh_token }),
  });
  if (response.status === 400) return false; // invalid_grant: used, revoked or expired
  if (!response.ok) throw new Error(`the token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token: string; expires_in: number; refresh_token: string; id_token?: string };
  grant.user = {
    ...grant.user,
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    ...(body.id_token ? { id_token: body.id_token } : {}),
    expires_at: Math.floor(Date.now() / 1000) + body.expires_in,
  };
  return true;
}

async function readStoredUser(page: Page, grant: Grant): Promise<StoredUser | null> {
  if (page.isClosed()) return null;
  const value = await page.evaluate(
    ({ origin, key }) => (location.origin === origin ? sessionStorage.getItem(key) : null),
    { origin: grant.origin, key: grant.key },
  );
  return value ? (JSON.parse(value) as StoredUser) : null;
}

/**
 * Opens `target` (a path, or an address on the trial origin) signed in as a demo account,
 * without the provider's sign-in page: for specs that are not about signing in.
 */
export async function openSignedIn(page: Page, username: string, target = '/') {
  const sessions = sessionsOfContext.get(page.context());
  if (!sessions) throw new Error('openSignedIn needs a page of a test that uses `test` from ./fixtures');
  await sessions.open(page, username, target);
}
