/** Between the studio and its `session` actor (the other tabs, the provider's session). */
export type SessionActorEvent =
  | { type: 'session.userChanged'; signedIn: boolean }
  /** Another tab refreshed the session's tokens; this tab keeps them (its token actor hears); `now`: when this tab heard. */
  | { type: 'session.tokensAdopted'; expiresAt: number; now: number }
  /** Another tab of the origin signed out: this one forgets its session too. */
  | { type: 'session.signedOutElsewhere' }
  /** The provider's session ended (signed out at the provider itself). */
  | { type: 'session.endedAtProvider' };
