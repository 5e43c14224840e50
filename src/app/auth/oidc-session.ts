/**
 * The session's code, one chunk fetched at every start while the store, the texts and the
 * configuration load (bootstrap.tsx): four dynamic imports were four chunks, four requests and
 * four preload entries for code that always comes together.
 */
import { checkProviderSession } from './provider-session-check';
import { createSessionCoordinator } from './session-coordinator';
import { tokenRenewal } from './token-renewal';
import { createUserManager } from './user-manager';

export const oidcSession = { createUserManager, createSessionCoordinator, checkProviderSession, tokenRenewal };
