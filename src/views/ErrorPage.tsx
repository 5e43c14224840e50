import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useOrigin } from '../platform/platform';
import { toolDescriptionKey, toolLabelOfPath } from '../shell/tool-description';

/** /error: not found, not allowed, or anything else. Loaded lazily. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const path = params.get('path') ?? '';
  const { config } = useOrigin();
  const tool = reason === 'unauthorized' ? toolLabelOfPath(path) : null;
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
      {tool && <NoAccess tool={tool} contact={config.accessContact} />}
      <Link to="/">{t('errors.home')}</Link>
    </section>
  );
}

/** A tool the user may not open: which one, what it is for, and whom to ask (config.json's `accessContact`). */
function NoAccess({ tool, contact }: { tool: NonNullable<ReturnType<typeof toolLabelOfPath>>; contact: string | undefined }) {
  const { t } = useTranslation();
  const mail = contact && /^[^\s@]+@[^\s@]+$/.test(contact) ? `mailto:${contact}` : null;
  return (
    <>
      <p>{t('errors.unauthorizedTool', { tool: t(tool), description: t(toolDescriptionKey(tool)) })}</p>
      {contact ? (
        <p>
          <Trans t={t} i18nKey="errors.askContact" values={{ contact }} components={{ contact: mail ? <a href={mail} /> : <span /> }} />
        </p>
      ) : (
        <p>{t('errors.askAdmin')}</p>
      )}
    </>
  );
}
