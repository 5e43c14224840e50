import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { checkCredentials, demoAccounts, findAccount, profileClaims } from './accounts';
import { malformedAddressText, requestPath } from '../request-address';
import { autoSubmitSignOutPage, errorPage, signInPage } from './pages';

export interface IdentityProviderOptions {
  /** Issuer URL, e.g. http://localhost:4001 */
  issuer: string;
  /** Shown on the sign-in page: which of the two providers this is. */
  label: string;
  clientId: string;
  /** Origins the studio is served from; each gets `/` as redirect and `/logged-out` after sign-out. */
  appOrigins: readonly string[];
  /** Audience of the JWT access tokens the reference API verifies. */
  apiAudience: string;
  accessTokenTtlSeconds: number;
  /** Both providers share the host `localhost`; cookies do not isolate by port, names must. */
  cookiePrefix: string;
}

const demoHint = `Demo accounts: ${demoAccounts.map((a) => a.username).join(', ')} (the password is the username).`;

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

function configuration(options: IdentityProviderOptions): Configuration {
  const { clientId, appOrigins, apiAudience, accessTokenTtlSeconds, cookiePrefix } = options;
  return {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The studio itself, and its page for the periodic silent session check (prompt=none).
        redirect_uris: appOrigins.flatMap((origin) => [`${origin}/`, `${origin}/silent-check.html`]),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/logged-out`),
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: {
        session: `${cookiePrefix}_session`,
        interaction: `${cookiePrefix}_interaction`,
        resume: `${cookiePrefix}_interaction_resume`,
      },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'fullName', 'workforceID', 'groupMembership', 'email'],
    },
    // The SPA reads the profile from the ID token; the access token is a JWT for the API audience.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = findAccount(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => profileClaims(account) };
    },
    extraTokenClaims: (_ctx, token) => {
      const account = 'accountId' in token && token.accountId ? findAccount(token.accountId) : undefined;
      if (!account) return undefined;
      const { name, workforceID, groupMembership, email } = profileClaims(account);
      return { name, workforceID, groupMembership, ...(email ? { email } : {}) };
    },
    // A first-party studio: no consent screen; the grant is created on first sign-in.
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile');
      grant.addResourceScope(apiAudience, 'api');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    // Refresh tokens for the studio without the offline_access/consent dance; they rotate on use
    // (public client default) and end with the provider session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = autoSubmitSignOutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: apiAudience,
          accessTokenTTL: accessTokenTtlSeconds,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      // No longer than the access token: a captured ID token (the bearer on corporate origins) dies as soon.
      IdToken: accessTokenTtlSeconds,
      RefreshToken: 24 * 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
    renderError: (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({ ...out });
    },
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * A standards-compliant OpenID provider (panva/oidc-provider) with the demo accounts:
 * authorization code with PKCE S256 only, rotating refresh tokens, revocation,
 * end-session with post-logout redirect, JWKS.
 */
export function createIdentityProvider(options: IdentityProviderOptions) {
  const provider = new Provider(options.issuer, configuration(options));
  // RFC 7009 answers a revocation with an empty 200; Koa labels that empty body text/plain, which
  // oidc-client-ts refuses ("Invalid response Content-Type") on every log-out: it goes untyped.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.method === 'POST' && ctx.path === '/token/revocation' && ctx.status === 200 && !ctx.body) ctx.remove('Content-Type');
  });
  const oidcCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const formAction = `/interaction/${uid}/login`;
    if (details.prompt.name !== 'login') {
      // Consent is granted by loadExistingGrant; anything else resumes the flow.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const username = form.get('username') ?? '';
      const account = checkCredentials(username, form.get('password') ?? '');
      if (!account) {
        sendHtml(res, 401, signInPage({
          providerLabel: options.label, action: formAction, username, demoHint,
          error: 'Wrong username or password.',
        }));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.username } }, {
        mergeWithLastSubmission: false,
      });
      return;
    }
    sendHtml(res, 200, signInPage({ providerLabel: options.label, action: formAction, demoHint }));
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const path = requestPath(req.url);
    if (path === null) {
      sendHtml(res, 400, errorPage({ error: 'invalid_request', error_description: malformedAddressText }));
      return;
    }
    const match = /^\/interaction\/([\w-]+)(?:\/(\w+))?$/.exec(path);
    if (!match) {
      oidcCallback(req, res);
      return;
    }
    interaction(req, res, match[1] ?? '', match[2]).catch((error: unknown) => {
      if (!res.headersSent) sendHtml(res, 400, errorPage({ error: error instanceof Error ? error.message : 'unknown' }));
    });
  }

  return { provider, handle };
}
