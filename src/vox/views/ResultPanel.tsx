import { useSelector } from '@xstate/react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findPersonalData } from '../../../domain/personal-data';
import type { AnalysisText, VoxResult } from '../../../machines/vox/vox.machine';
import { useVoxTool } from '../vox-tool-context';
import { PersonalDataPreview } from './PersonalDataPreview';

/** One file's transcript (editable: real transcripts have errors), its personal data, its summary and evaluation. */
export function ResultPanel({ result }: { result: VoxResult }) {
  const { t } = useTranslation('vox');
  const { actor, commands } = useVoxTool();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = result.fileName;
  const text = result.transcript ?? t('results.placeholderTranscript', { name });
  const found = result.transcript === null ? [] : findPersonalData(result.transcript);
  const analysis = (value: AnalysisText | null, placeholder: string) => (value === null ? null : value.placeholder ? placeholder : value.text);
  const summary = analysis(result.summary, t('results.placeholderSummary'));
  const evaluation = analysis(result.evaluation, t('results.placeholderEvaluation'));
  return (
    <>
      {result.transcript === null && <span className="vox-badge">{t('results.placeholder')}</span>}
      <TextField className="field" value={text} onChange={(next) => commands.editTranscript(result.id, next)}>
        <Label>{t('results.transcript', { name })}</Label>
        <TextArea rows={5} />
      </TextField>
      {found.length > 0 ? (
        <div className="vox-personal" role="group" aria-label={t('results.personalData')}>
          <h4>{t('results.personalData')}</h4>
          <PersonalDataPreview text={result.transcript ?? ''} found={found} />
          <p className="muted">{t('results.personalDataHint')}</p>
          <Button className="button" isDisabled={busy} onPress={() => commands.maskPersonalData(result.id)}>
            {t('results.mask')}
          </Button>
        </div>
      ) : (
        result.transcript !== null && <p className="muted">{t('results.noPersonalData')}</p>
      )}
      {summary !== null && (
        <div className="vox-analysis">
          <h4>
            {t('results.summary')} {result.summary?.placeholder && <span className="vox-badge">{t('results.placeholder')}</span>}
          </h4>
          <p>{summary}</p>
        </div>
      )}
      {evaluation !== null && (
        <div className="vox-analysis">
          <h4>
            {t('results.evaluation')} {result.evaluation?.placeholder && <span className="vox-badge">{t('results.placeholder')}</span>}
          </h4>
          <p className="vox-multiline">{evaluation}</p>
        </div>
      )}
    </>
  );
}
