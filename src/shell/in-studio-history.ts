/**
 * Whether the studio has an entry of its own to go back to. The router numbers the entries it
 * made (`idx` in the history state, 0 for the page the studio was opened on, or came back to
 * from its sign-in): below that is the identity provider or another site, where Back from the
 * studio's own button would lead away from it (to a provider that answers "invalid_request").
 */
export function hasInStudioHistory(state: unknown): boolean {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}
