/** What the studio knows of the signed-in user. Tokens stay with the OIDC library, never here. */
export interface SessionUser {
  subject: string;
  name: string;
  groups: string[];
  /** platform.md §3's profile workforceID, when the provider sends one (the customer-service demo sends it to its bot). */
  workforceID?: string;
  /** Seconds since the epoch, as in the ID token. */
  expiresAt: number | undefined;
}

/** The user the OIDC library kept from an earlier visit; `expired` is its access token's state. */
export interface StoredUser {
  user: SessionUser;
  expired: boolean;
}

export interface SignInResult {
  user: SessionUser;
  /** Where the user was going before the provider's sign-in page. */
  returnTo: string;
}

export interface AuthInput {
  /** The page address at start-up; a callback is recognised from it. */
  url: string;
  authEnabled: boolean;
}
