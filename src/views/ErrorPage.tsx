import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/** /error: not found, not allowed, or anything else. Loaded lazily. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const path = params.get('path') ?? '';
  const message =
    reason === 'not-found'
      ? t('errors.notFound', { path })
      : reason === 'unauthorized'
        ? t('errors.unauthorized', { path })
        : t('errors.unknown');
  return (
    <section className="panel">
      <h1>{t('errors.title')}</h1>
      <p>{message}</p>
      <Link to="/">{t('errors.home')}</Link>
    </section>
  );
}
