import { Quote as QuoteIcon } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { segmentsOfQuote, type Evaluation } from '../../../machines/vox/evidence';
import { clockTime, type Segment } from '../../../machines/vox/transcript';

/**
 * An evaluation, aspect by aspect, each with the passages it rests on: a quote found in the
 * transcript (by the studio, in the transcript as it is now) shows the passage's time and, chosen,
 * scrolls to the passage and highlights it; a quote the transcript does not hold says so, unlinked.
 */
export function EvaluationFindings({ evaluation, segments, onShow }: { evaluation: Evaluation; segments: readonly Segment[]; onShow: (ids: string[]) => void }) {
  const { t } = useTranslation('vox');
  return (
    <dl className="vox-findings">
      {evaluation.findings.map((finding) => (
        <div key={finding.aspect} className="vox-finding">
          {/* The profile's keys (tools.md §3) are the spec's; staff read their names in the interface's language. */}
          <dt>{t(`results.aspects.${finding.aspect}`, { defaultValue: finding.aspect })}</dt>
          <dd>
            <p className="vox-multiline">{evaluation.placeholder ? t('results.placeholderEvaluation') : finding.text}</p>
            {finding.quotes.length > 0 && (
              <ul className="vox-quotes" aria-label={t('evidence.heading')}>
                {finding.quotes.map((quote, index) => {
                  const ids = segmentsOfQuote(quote, segments);
                  const start = segments.find((segment) => segment.id === ids[0])?.start;
                  return (
                    <li key={index}>
                      {start === undefined ? (
                        <span className="vox-quote missing">
                          <q>{quote.text}</q> <em>({t('evidence.notFound')})</em>
                        </span>
                      ) : (
                        <Button className="vox-quote" aria-label={`${t('evidence.show', { time: clockTime(start) })}: ${quote.text}`} onPress={() => onShow(ids)}>
                          <QuoteIcon aria-hidden="true" className="icon" />
                          <span className="vox-time">{clockTime(start)}</span> <q>{quote.text}</q>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
