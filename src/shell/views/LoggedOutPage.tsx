import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../platform/auth-context';

/** Post-logout page; also what /session-expired leads to. */
export default function LoggedOutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { login } = useAuth();
  const expired = params.get('reason') === 'session-expired';
  const path = params.get('path');
  const returnTo = path?.startsWith('/') ? path : '/';
  return (
    <section className="panel">
      <h1>{expired ? t('auth.sessionExpired') : t('auth.loggedOut')}</h1>
      <button type="button" className="button outline" onClick={() => login(returnTo)}>
        {expired ? t('auth.loginAgain') : t('nav.login')}
      </button>
    </section>
  );
}
