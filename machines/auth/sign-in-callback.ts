/**
 * platform.md §2: a sign-in callback is recognised by `code` or `error`, plus `state`,
 * in the query or in the hash.
 */
export function isSignInCallback(url: string): boolean {
  const { search, hash } = new URL(url);
  return [search, hash.replace(/^#/, '?')].some((part) => {
    const params = new URLSearchParams(part);
    return (params.has('code') || params.has('error')) && params.has('state');
  });
}

const callbackParams = ['code', 'state', 'scope', 'session_state', 'iss'];

/** After a failed callback the protocol parameters are removed from the address. */
export function withoutCallbackParams(url: string): string {
  const parsed = new URL(url);
  for (const name of callbackParams) parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}
