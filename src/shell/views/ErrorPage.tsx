import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useOrigin } from '../../platform/platform';
import { toolDescriptionKey, toolLabelOfPath } from '../tool-description';

/**
 * /error: not found, not allowed, or anything else. In the entry chunk with /logged-out, not loaded
 * lazily as platform.md §2 says: a public page shown at once, with no second fetch (docs/decisions.md).
 */
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

const contactMark = '\u{E000}';

/** A tool the user may not open: which one, what it is for, and whom to ask (config.json's `accessContact`). */
function NoAccess({ tool, contact }: { tool: NonNullable<ReturnType<typeof toolLabelOfPath>>; contact: string | undefined }) {
  const { t } = useTranslation();
  const mail = contact && /^[^\s@]+@[^\s@]+$/.test(contact) ? `mailto:${contact}` : null;
  // The sentence around the contact, which becomes a link: react-i18next's Trans would add its
  // HTML parser (about 4 KiB gzipped) to the entry chunk every route loads.
  const [before, after = ''] = t('errors.askContact', { contact: contactMark }).split(contactMark);
  return (
    <>
      <p>{t('errors.unauthorizedTool', { tool: t(tool), description: t(toolDescriptionKey(tool)) })}</p>
      {contact ? (
        <p>
          {before}
          {mail ? <a href={mail}>{contact}</a> : contact}
          {after}
        </p>
      ) : (
        <p>{t('errors.askAdmin')}</p>
      )}
    </>
  );
}
