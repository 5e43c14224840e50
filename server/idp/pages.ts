/** HTML of the reference provider's own pages: sign-in, auto-submitted sign-out, errors. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(22rem,90vw);box-sizing:border-box}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}
[role=alert]{color:#b91c1c;font-weight:600}
small{display:block;margin-top:1rem;color:#555}
</style></head><body><main>${body}</main></body></html>`;

export interface SignInPageOptions {
  providerLabel: string;
  action: string;
  username?: string;
  error?: string;
  demoHint: string;
}

export function signInPage({ providerLabel, action, username = '', error, demoHint }: SignInPageOptions): string {
  return page(
    `Sign in · ${providerLabel}`,
    `<h1>${escapeHtml(providerLabel)}</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<small>${escapeHtml(demoHint)}</small>`,
  );
}

/**
 * The studio is a first-party client: the provider's "do you want to sign out?" question is
 * answered for the user. The form (built by oidc-provider, carrying its xsrf token) is
 * submitted with logout=yes at once.
 */
export function autoSubmitSignOutPage(form: string): string {
  return page(
    'Signing out',
    `<p>Signing out…</p>${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.forms['op.logoutForm'].submit()</script>`,
  );
}

export function errorPage(details: Record<string, unknown>): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('');
  return page('Sign-in error', `<h1>Something went wrong</h1>${rows}`);
}
