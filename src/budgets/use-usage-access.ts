import { useEffect } from 'react';
import { capabilitiesForgotten, capabilitiesRead } from '../../store/capabilities.slice';
import { log } from '../browser/log';
import { createMainClient } from '../api/main-client';
import { usageBackend } from '../api/usage-client';
import { isTrialOrigin } from '../config/origin';
import { useAuth } from '../platform/auth-context';
import { clientDeps } from '../platform/client-deps';
import { usePlatform } from '../platform/platform';

/**
 * Asks the API, once per signed-in user, whether they may see the admins' usage page
 * (`usage.admin` of GET /v1/capabilities; ADMIN_GROUPS is the server's). Until it answers the
 * page's route waits and its nav entry is not shown; a failed call or an older server without a
 * ledger means no page. The trial origin has none. The same answer says whose registry
 * components' feedback the user reads as their contact (`feedback.components`).
 */
export function useUsageAccess() {
  const platform = usePlatform();
  const { store } = platform;
  const { user, authDisabled } = useAuth();
  const subject = user?.subject ?? null;
  const signedIn = user !== null || authDisabled;

  useEffect(() => {
    if (isTrialOrigin(platform.origin)) {
      store.dispatch(capabilitiesRead({ subject, usageAdmin: false }));
      return;
    }
    if (!signedIn) {
      store.dispatch(capabilitiesForgotten());
      return;
    }
    const known = store.getState().capabilities;
    if (known.subject === subject && known.usageAdmin !== null) return;
    store.dispatch(capabilitiesForgotten());
    const controller = new AbortController();
    usageBackend(createMainClient(clientDeps(platform)))
      .capabilities(controller.signal)
      .then(
        ({ usage, feedback }) => store.dispatch(capabilitiesRead({ subject, usageAdmin: usage?.admin === true, feedbackContactOf: feedback?.components ?? [] })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          log.warn(`usage: the capabilities could not be read, no usage page: ${String(error)}`);
          store.dispatch(capabilitiesRead({ subject, usageAdmin: false }));
        },
      );
    return () => controller.abort();
  }, [platform, store, subject, signedIn]);
}
