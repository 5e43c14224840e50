import { useState } from 'react';
import { Button, I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../forms/DateTimePicker';
import { formatDate } from '../../i18n/formats';
import type { MessageKind, MessageViewProps } from './message-kind';

export interface DatePickerContent {
  type: 'DATE_PICKER';
  text?: string;
  defaultDate?: string;
  minDate?: string;
  maxDate?: string;
  submitText?: string;
}

/** DATE_PICKER (tools.md §5): react-aria's picker with the message's min/max; an invalid day sends nothing. */
function DatePickerMessage({ content, disabled, actions }: MessageViewProps<DatePickerContent>) {
  const { t, i18n } = useTranslation('scos');
  const [value, setValue] = useState<string | null>(content.defaultDate ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    // The user's row reads the day in their format; the bot gets YYYY-MM-DD (tools.md §5).
    const answer = actions.submitDate(value ?? '', content.minDate, content.maxDate, (day) => formatDate(day, i18n.language));
    if (answer.ok) {
      setProblem(null);
      actions.answered();
    } else setProblem(t(`date.${answer.reason}`));
  };
  return (
    <form
      className="scos-date"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {content.text && <p>{content.text}</p>}
      {/* The picker's format follows the studio's language (de-DE or en-US), not the browser's. */}
      <I18nProvider locale={i18n.language}>
        <DateTimePicker
          label={t('date.label')}
          type="date"
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          min={content.minDate}
          max={content.maxDate}
          isDisabled={disabled}
        />
      </I18nProvider>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" className="button primary" isDisabled={disabled}>
        {content.submitText ?? t('date.submit')}
      </Button>
    </form>
  );
}

/** DATE_PICKER: one day inside the message's bounds; the picker closes once the user replies. */
export const datePickerKind: MessageKind<'DATE_PICKER', DatePickerContent> = {
  content(item, _context, warnings) {
    const { defaultDate, minDate, maxDate, submitButtonText } = item.data ?? {};
    if (defaultDate && ((minDate && defaultDate < minDate) || (maxDate && defaultDate > maxDate))) {
      warnings.push({ kind: 'date-outside-range', value: defaultDate });
    }
    return { type: 'DATE_PICKER', text: item.message, defaultDate: defaultDate?.slice(0, 10), minDate: minDate?.slice(0, 10), maxDate: maxDate?.slice(0, 10), submitText: submitButtonText };
  },
  View: DatePickerMessage,
  plainText: (content, t) => content.text ?? t('date.label'),
  transcriptText: (content) => content.text ?? '',
  closesOnReply: true,
};
