import type { User, UserManager } from 'oidc-client-ts';
import { RefreshUnreachableError } from '../../../machines/session/token.machine';
import { log } from '../../browser/log';
import { refreshTokens } from './refresh-grant';
import { spendingMarks, type SpendingMarks } from './spending-marks';

export interface TokenRenewalOptions {
  /**
   * Can a hidden frame see the provider's session (the provider on the studio's own site)? Where
   * it cannot, a marked refresh token is presented all the same: it is the only chance left.
   */
  silentPossible: boolean;
  marks?: SpendingMarks;
  /** New tokens without the refresh token: a silent authorization request in a hidden frame. */
  renewSilently?: () => Promise<void>;
}

/**
 * One renewal of `user`'s tokens by the chain's leader (session-coordinator.ts). The refresh
 * token is marked as spent before its grant goes out, and the mark stays when the new tokens come:
 * the old token is used up, and a tab of the chain that did not hear of the new ones (the leader
 * reloaded between storing them and broadcasting them) must not present it. A token found marked
 * was presented before (by a page that did not live to store the answer, or one whose answer this
 * tab missed), so presenting it again would make the provider revoke the grant: the new tokens come
 * from the provider's session instead (`prompt=none`, PKCE, the same subject), and only when that
 * fails does the session end. A refused grant is unmarked (the token is dead either way); an
 * unanswered request keeps its mark: the provider may have had it.
 */
export function tokenRenewal(
  userManager: UserManager,
  {
    silentPossible,
    marks = spendingMarks(),
    renewSilently = async () => {
      const renewed = await userManager.signinSilent({ forceIframeAuth: true });
      if (!renewed) throw new Error('the silent authorization request returned no user');
    },
  }: TokenRenewalOptions,
) {
  async function settled(spent: string, renewal: Promise<void>) {
    try {
      await renewal;
    } catch (error) {
      if (!(error instanceof RefreshUnreachableError)) await marks.clear(spent);
      throw error;
    }
  }

  return async (user: User): Promise<void> => {
    const refreshToken = user.refresh_token;
    if (!refreshToken) throw new Error('no refresh token');
    if (await marks.isMarked(refreshToken)) {
      if (silentPossible) {
        log.info('the stored refresh token may have been used by a page that is gone: renewing through the provider session');
        return settled(refreshToken, renewSilently());
      }
      log.warn('the stored refresh token may have been used by a page that is gone; no frame sees the provider session, so it is presented');
    }
    await marks.mark(refreshToken);
    return settled(refreshToken, refreshTokens(userManager, user));
  };
}
