import type { Database } from '../../db/database';
import type { FeedbackCapability } from '../../../contracts/feedback-api';
import type { Identity } from '../auth/token-verifier';
import type { RegistryEntry } from '../registry/registry-config';
import type { Usage } from '../usage/usage-service';

/** Who reads which feedback: owners their prompts', contacts their components', admins all. */
export function feedbackAccess(db: Pick<Database, 'query'>, usage: Pick<Usage, 'isAdmin'>, entries: readonly RegistryEntry[]) {
  /** The components whose ContactEmail is the caller's e-mail claim (ignoring case); none without a claim. */
  const contactOf = (identity: Identity) => {
    const email = identity.email?.toLowerCase();
    return email ? entries.filter((entry) => entry.ContactEmail.trim().toLowerCase() === email).map((entry) => entry.ComponentName) : [];
  };
  return {
    contactOf,
    /** The prompt's owner, also of a deleted one (its id is in answers' records). */
    ownsPrompt: async (identity: Identity, promptId: string) =>
      (await db.query('select 1 from prompts where id = $1 and owner_key = $2', [promptId, identity.userKey])).length > 0,
    promptExists: async (promptId: string) => (await db.query('select 1 from prompts where id = $1', [promptId])).length > 0,
    listsComponent: (component: string) => entries.some((entry) => entry.ComponentName === component),
    /** GET /v1/capabilities' `feedback`: the trial tenant neither votes nor reads. */
    capability: (identity: Identity): FeedbackCapability =>
      identity.tenant === 'corporate' ? { vote: true, admin: usage.isAdmin(identity), components: contactOf(identity) } : { vote: false, admin: false, components: [] },
  };
}

export type FeedbackAccess = ReturnType<typeof feedbackAccess>;
