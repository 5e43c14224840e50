import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../app/auth/auth-context';

/** Children only for a signed-in user; anyone else is sent to the provider's sign-in page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { signedIn, signedOut, signInFailed, login } = useAuth();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const mustRedirect = signedOut && !signInFailed;

  // Asked once per signed-out state, with the address of the moment.
  const redirect = useEffectEvent(() => login(returnTo));
  useEffect(() => {
    if (mustRedirect) redirect();
  }, [mustRedirect]);

  if (signedIn) return children;
  if (signInFailed) {
    return (
      <section className="panel" role="alert">
        <p>{t('auth.signInFailed')}</p>
        <button type="button" className="button outline" onClick={() => login(returnTo)}>
          {t('nav.login')}
        </button>
      </section>
    );
  }
  return <p className="panel" aria-busy="true">{t('auth.signingIn')}</p>;
}
