import { useTranslation } from 'react-i18next';
import { useOrigin } from '../../platform/platform';
import { isTrialOrigin } from '../../config/origin';
import { useDateFormat } from '../../i18n/formats';
import { renderMarkdown } from '../../markdown/render-markdown';

/** platform.md §1: the trial terms are dated 23 June 2025. Contacts: see docs/decisions.md. */
export const trialTermsDate = '2025-06-23';
export const contacts = { support: 'studio-support@example.com', privacy: 'privacy@example.com' };

function CorporateGuidelines() {
  const { t } = useTranslation('guidelines');
  return (
    <>
      <h2>{t('doHeading')}</h2>
      <ul>
        {t('corporate.do', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <h2>{t('dontHeading')}</h2>
      <ul>
        {t('corporate.dont', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {/* The demo configuration's handbook and "How to write a prompt" lead here. */}
      <h2 id="how-to">{t('corporate.howToHeading')}</h2>
      <ul>
        {t('corporate.howTo', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}

function TrialGuidelines() {
  const { t } = useTranslation('guidelines');
  const formatDate = useDateFormat();
  return (
    <>
      {/* Our own locale text, rendered by the same sanitising Markdown renderer as model output. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(t('markdown')) }} />
      <h2>{t('termsTitle')}</h2>
      <p className="muted">{t('termsDate', { date: formatDate(trialTermsDate) })}</p>
      <ul>
        {t('terms', { returnObjects: true }).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p>{t('contacts', contacts)}</p>
    </>
  );
}

/** /guidelines: the corporate-IT tenant's lists, or the trial tenant's Markdown text with its terms. */
export default function GuidelinesPage() {
  const { t } = useTranslation('guidelines');
  const { origin } = useOrigin();
  return (
    <section className="panel">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {isTrialOrigin(origin) ? <TrialGuidelines /> : <CorporateGuidelines />}
    </section>
  );
}
