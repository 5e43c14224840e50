import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalDataMatch } from '../../../domain/personal-data';

/** The transcript with its likely personal data highlighted (<mark>, its kind said for screen readers). */
export function PersonalDataPreview({ text, found }: { text: string; found: readonly PersonalDataMatch[] }) {
  const { t } = useTranslation('vox');
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of found) {
    parts.push(text.slice(at, match.start));
    parts.push(
      <mark key={match.start} className="vox-mark">
        {match.text} <span className="sr-only">({t(`results.kinds.${match.kind}`)})</span>
      </mark>,
    );
    at = match.end;
  }
  parts.push(text.slice(at));
  return <p className="vox-preview vox-multiline">{parts}</p>;
}
