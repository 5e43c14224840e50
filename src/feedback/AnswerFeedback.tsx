import { useSelector } from '@xstate/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button, Checkbox, Form, Label, Radio, RadioGroup, TextArea, TextField, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { feedbackCommentMaxLength, feedbackReasons, type FeedbackReason } from '../../contracts/feedback-api';
import { CheckboxMark } from '../forms/CheckboxMark';
import type { AnswerFeedbackActor, AnswerFeedbackCommands, FeedbackAudience } from './answer-votes';
import './feedback.css';

const thanksDownKey = { prompt: 'feedback.thanksDown', component: 'feedback.thanksDownRegistry', kept: 'feedback.thanksDownChat' } as const;

const isReason = (value: string): value is FeedbackReason => (feedbackReasons as readonly string[]).includes(value);

/**
 * Thumbs up or down under a finished answer that has a ledger id, when the caller may vote; a
 * thumbs-down asks why in a small form. The pressed thumb again withdraws the vote.
 */
export function AnswerFeedback({ votes, commands, audience }: { votes: AnswerFeedbackActor; commands: AnswerFeedbackCommands; audience: FeedbackAudience }) {
  const { t } = useTranslation('chat');
  const offered = useSelector(votes, (s) => s.hasTag('offered') && s.context.ledgerId !== null);
  const busy = useSelector(votes, (s) => s.hasTag('busy'));
  const form = useSelector(votes, (s) => s.hasTag('form'));
  const { vote, reason, comment, include } = useSelector(votes, (s) => s.context);
  if (!offered) return null;

  return (
    <div className="answer-feedback">
      <div className="answer-feedback-thumbs" role="group" aria-label={t('feedback.group')}>
        <ToggleButton className="button" isSelected={vote === 'up'} isDisabled={busy} onChange={commands.voteUp} aria-label={t('feedback.good')}>
          <ThumbsUp aria-hidden="true" className="icon" />
        </ToggleButton>
        <ToggleButton className="button" isSelected={vote === 'down'} isDisabled={busy} onChange={commands.voteDown} aria-label={t('feedback.bad')}>
          <ThumbsDown aria-hidden="true" className="icon" />
        </ToggleButton>
        <span role="status" className="muted answer-feedback-thanks">
          {vote === 'up' ? t('feedback.thanksUp') : vote === 'down' ? t(thanksDownKey[audience]) : ''}
        </span>
      </div>
      {form && (
        <Form
          className="answer-feedback-form"
          aria-label={t('feedback.formHeading')}
          onSubmit={(event) => {
            event.preventDefault();
            commands.sendFeedback();
          }}
        >
          <RadioGroup className="answer-feedback-reasons" value={reason} onChange={(value) => isReason(value) && commands.chooseReason(value)}>
            <Label>{t('feedback.formHeading')}</Label>
            {feedbackReasons.map((value) => (
              <Radio key={value} className="radio" value={value}>
                {t(`feedback.reason.${value}`)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField className="field" value={comment} onChange={commands.editFeedbackComment} maxLength={feedbackCommentMaxLength}>
            <Label>{t('feedback.comment')}</Label>
            <TextArea rows={2} />
          </TextField>
          <Checkbox className="checkbox" isSelected={include} onChange={commands.includeExchange}>
            <CheckboxMark />
            {t('feedback.include')}
          </Checkbox>
          <div className="answer-feedback-actions">
            <Button type="submit" className="button primary" isDisabled={busy}>
              {t('feedback.send')}
            </Button>
            <Button className="button" onPress={commands.cancelFeedback}>
              {t('feedback.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
