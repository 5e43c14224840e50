import { createHash, randomBytes } from 'node:crypto';

export interface SignInOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  username: string;
  password: string;
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
}

/** Just enough of a cookie jar for one provider on one host. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) cookies.set(name, value);
        else cookies.delete(name);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs in at the real provider the way a browser would: authorization code with PKCE S256,
 * the provider's own sign-in form, then the token request. No shortcut into the provider.
 */
export async function signIn({ issuer, clientId, redirectUri, username, password }: SignInOptions): Promise<SignedIn> {
  const jar = cookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  let response = await request(`/auth?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: redirectUri,
    state: base64url(randomBytes(8)),
    nonce: base64url(randomBytes(8)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`);
  for (let step = 0; step < 10; step += 1) {
    const location = response.headers.get('location');
    if (location?.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`sign-in failed: ${location}`);
      const token = await request('/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
      });
      const body = (await token.json()) as { access_token?: string; id_token?: string };
      if (!body.access_token || !body.id_token) throw new Error(`token request failed: ${JSON.stringify(body)}`);
      return { accessToken: body.access_token, idToken: body.id_token };
    }
    if (location) {
      response = await request(location);
      continue;
    }
    const form = /action="([^"]+)"/.exec(await response.text());
    if (response.status !== 200 || !form?.[1]) throw new Error(`unexpected sign-in page (${response.status})`);
    response = await request(form[1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
  }
  throw new Error('sign-in did not finish');
}
