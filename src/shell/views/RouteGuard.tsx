import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { decideAccess } from '../../access/access';
import type { RouteMeta } from '../../access/route-table';
import { useAuth } from '../../platform/auth-context';
import { useViewer } from '../../platform/viewer';

/** The route guards of platform.md §2: sign-in first, then groups and the route's own rule. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { t } = useTranslation();
  const { autoSignIn, signInFailed, sessionExpired, login } = useAuth();
  const viewer = useViewer();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(meta, viewer);
  const mustRedirect = decision === 'signIn' && autoSignIn;

  // Asked once per signed-out state, with the address of the moment.
  const redirect = useEffectEvent(() => login(here));
  useEffect(() => {
    if (mustRedirect) redirect();
  }, [mustRedirect]);

  if (decision === 'allowed') return children;
  if (decision === 'unauthorized') {
    return <Navigate replace to={`/error?reason=unauthorized&path=${encodeURIComponent(location.pathname)}`} />;
  }
  if (decision === 'checking') {
    return (
      <p className="panel" aria-busy="true">
        {t('auth.checkingAccess')}
      </p>
    );
  }
  if (signInFailed || sessionExpired) {
    return (
      <section className="panel" role="alert">
        <p>{sessionExpired ? t('auth.sessionExpired') : t('auth.signInFailed')}</p>
        <button type="button" className="button outline" onClick={() => login(here)}>
          {sessionExpired ? t('auth.loginAgain') : t('nav.login')}
        </button>
      </section>
    );
  }
  return (
    <p className="panel" aria-busy="true">
      {t('auth.signingIn')}
    </p>
  );
}
