import { useSelector } from '@xstate/react';
import { formatDateTime } from '../../i18n/formats';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findPersonalData } from '../../../domain/personal-data';
import type { VoxResult } from '../../../machines/vox/vox.types';
import { useVoxTool } from '../vox-tool-context';
import { EvaluationFindings } from './EvaluationFindings';
import { PersonalDataPreview } from './PersonalDataPreview';
import { SegmentList, type ShownPassages } from './SegmentList';
import { SpeakerNames } from './SpeakerNames';
import { TranscriptExports } from './TranscriptExports';

/**
 * One file's result: its own actions (summarize, evaluate, delete) and exports, its speakers'
 * names, its passages (editable: real transcripts have errors), its personal data, its summary
 * and its evaluation with the passages each finding rests on.
 */
export function ResultPanel({ result }: { result: VoxResult }) {
  const { t, i18n } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSummarize = useSelector(actor, (s) => s.can({ type: 'vox.summarize', ids: [result.id] }));
  const canEvaluate = useSelector(actor, (s) => s.can({ type: 'vox.evaluate', ids: [result.id] }));
  const [shown, setShown] = useState<ShownPassages | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = result.fileName;
  const text = result.segments.map((segment) => segment.text).join('\n');
  const found = findPersonalData(text);
  const summary = result.summary === null ? null : result.summary.placeholder ? t('results.placeholderSummary') : result.summary.text;
  const date = formatDateTime(result.createdAt, i18n.language);
  return (
    <>
      <p className="vox-meta">
        {result.placeholder && <span className="vox-badge">{t('results.placeholder')}</span>}
        <span className="muted">{t('results.transcribedAt', { date })}</span>
      </p>
      <div className="vox-result-actions" role="group" aria-label={t('results.actions', { name })}>
        <Button className="button" isDisabled={!canSummarize} aria-label={t('results.summarizeFile', { name })} onPress={() => commands.summarizeResult(result.id)}>
          {t('sidebar.summarize')}
        </Button>
        <Button className="button" isDisabled={!canEvaluate} aria-label={t('results.evaluateFile', { name })} onPress={() => commands.evaluateResult(result.id)}>
          {t('sidebar.evaluate')}
        </Button>
        {confirming ? (
          <span className="vox-confirm" role="group" aria-label={t('results.deleteConfirm', { name })}>
            <span aria-hidden="true">{t('results.deleteConfirm', { name })}</span>
            <Button className="button danger-outline" onPress={() => commands.deleteResult(result.id)}>
              {t('results.deleteYes')}
            </Button>
            <Button className="button" autoFocus onPress={() => setConfirming(false)}>
              {t('results.deleteNo')}
            </Button>
          </span>
        ) : (
          <Button className="button ghost" aria-label={t('results.delete', { name })} onPress={() => setConfirming(true)}>
            <Trash aria-hidden="true" className="icon" />
          </Button>
        )}
      </div>
      <TranscriptExports result={result} />
      <SpeakerNames result={result} />
      <h4>{t('results.passages')}</h4>
      <SegmentList result={result} shown={shown} />
      {found.length > 0 ? (
        <div className="vox-personal" role="group" aria-label={t('results.personalData')}>
          <h4>{t('results.personalData')}</h4>
          <PersonalDataPreview text={text} found={found} />
          <p className="muted">{t('results.personalDataHint')}</p>
          <Button className="button" isDisabled={busy} onPress={() => commands.maskPersonalData(result.id)}>
            {t('results.mask')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('results.noPersonalData')}</p>
      )}
      {summary !== null && (
        <div className="vox-analysis">
          <h4>
            {t('results.summary')} {result.summary?.placeholder && <span className="vox-badge">{t('results.placeholder')}</span>}
          </h4>
          <p className="vox-multiline">{summary}</p>
        </div>
      )}
      {result.evaluation !== null && (
        <div className="vox-analysis">
          <h4>
            {t('results.evaluation')} {result.evaluation.placeholder && <span className="vox-badge">{t('results.placeholder')}</span>}
          </h4>
          <EvaluationFindings evaluation={result.evaluation} segments={result.segments} onShow={(ids) => setShown({ ids, at: Date.now() })} />
        </div>
      )}
    </>
  );
}
