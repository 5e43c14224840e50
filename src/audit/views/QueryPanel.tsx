import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findPrompt, queryReady } from '../../../machines/audit/audit-selection';
import { ChangingButton } from '../../forms/ChangingButton';
import { StreamingAnswer } from '../../conversation/render/StreamingAnswer';
import { useAnswerAnnouncer } from '../../conversation/views/AnswerAnnouncer';
import { useAuditTool } from '../audit-tool-context';
import { AnswerFeedback } from '../../feedback/AnswerFeedback';
import { useAuditAnswerHeard } from './audit-answer-heard';
import { OutputPreviewDialog } from './OutputPreviewDialog';
import { PromptPreviewDialog } from './PromptPreviewDialog';

/** tools.md §2/§4: the query, send ↔ cancel, and the streamed answer with its preview, delete and export. */
export function QueryPanel() {
  const { t } = useTranslation('audit');
  const { actor, load, votes, commands } = useAuditTool();
  const { query, output, provenance, promptId } = useSelector(actor, (s) => s.context);
  const waiting = useSelector(actor, (s) => s.hasTag('waiting'));
  const loading = useSelector(load, (s) => !s.hasTag('ready'));
  const departments = useSelector(load, (s) => s.context.departments);
  const prompt = findPrompt(departments, promptId);
  const [dialog, setDialog] = useState<'output' | 'prompt' | null>(null);
  const canSend = !loading && queryReady(query);
  const { announcer, region } = useAnswerAnnouncer();
  useAuditAnswerHeard(actor, announcer);

  return (
    <section className="audit-query" aria-labelledby="audit-query-heading">
      <h2 id="audit-query-heading">{t('query.heading')}</h2>
      {prompt && (
        <p className="audit-selected-prompt">
          {t('query.usingPrompt', { name: prompt.prompt_name })}{' '}
          <Button className="button link" onPress={() => setDialog('prompt')}>
            {t('query.showPrompt')}
          </Button>
        </p>
      )}
      {/* Nothing submits the form: Send acts when its press ends (ChangingButton), so Enter's key-up never presses the Cancel it became. */}
      <form className="audit-query-form" onSubmit={(event) => event.preventDefault()}>
        <TextField className="field" value={query} onChange={commands.editQuery}>
          <Label>{t('query.label')}</Label>
          <TextArea className="audit-query-input" rows={4} />
        </TextField>
        <ChangingButton
          face={waiting ? 'cancel' : 'send'}
          className={waiting ? 'button danger-outline' : 'button primary'}
          isDisabled={!waiting && !canSend}
          onPress={waiting ? commands.cancel : commands.send}
        >
          {waiting ? t('query.cancel') : t('query.send')}
        </ChangingButton>
      </form>
      {/* Outside the answer's aria-busy: a busy ancestor would hold its announcements back. */}
      {region}
      <section className="audit-output" aria-labelledby="audit-output-heading" aria-busy={waiting}>
        <h2 id="audit-output-heading">{t('output.heading')}</h2>
        {waiting && output === '' ? (
          <p role="status" className="muted">
            <span className="audit-spinner" aria-hidden="true" /> {t('output.waiting')}
          </p>
        ) : output ? (
          <div className="markdown audit-answer">
            <StreamingAnswer key={provenance?.askedAt ?? 0} text={output} />
          </div>
        ) : (
          <p className="muted">{t('output.empty')}</p>
        )}
        {!waiting && output !== '' && <AnswerFeedback votes={votes} commands={commands} audience="prompt" />}
        <div className="audit-output-actions">
          <Button className="button" onPress={() => setDialog('output')} isDisabled={output === '' && !waiting}>
            {t('output.preview')}
          </Button>
          <Button className="button" onPress={commands.deleteOutput} isDisabled={waiting || output === ''}>
            {t('output.delete')}
          </Button>
          <Button className="button" onPress={commands.exportAnswer} isDisabled={waiting || output === '' || !provenance}>
            {t('output.export')}
          </Button>
        </div>
      </section>
      {dialog === 'output' && <OutputPreviewDialog onClose={() => setDialog(null)} />}
      {dialog === 'prompt' && prompt && (
        <PromptPreviewDialog
          prompt={prompt}
          onClose={() => setDialog(null)}
          onEdit={() => {
            setDialog(null);
            commands.toggleEditor();
          }}
        />
      )}
    </section>
  );
}
