/** A registry component as the studio shows it (tools.md §3 "Retrieval component", with its health). */
export interface RegistryCard {
  /** `ComponentName_Environment`: keys the component's chats (tools.md §3). */
  key: string;
  url: string;
  title: string;
  name: string;
  description: string;
  environment: string;
  contactName: string;
  contactEmail: string;
  /** null: the list said nothing about it. */
  health: { ok: boolean; indexedAt: string | null } | null;
  /** Its host may receive the bearer token (it is on the allowlist); otherwise no chat is sent to it. */
  trusted: boolean;
}

/** tools.md §3: a component's chats are keyed `ComponentName_Environment`. */
export const componentKey = (name: string, environment: string) => `${name}_${environment}`;

