import { useState } from 'react';
import { Button, I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../forms/DateTimePicker';
import { formatDate } from '../../i18n/formats';
import type { Content } from '../protocol/messages';
import { useScosTool } from '../scos-tool-context';

type DatePickerContent = Extract<Content, { type: 'DATE_PICKER' }>;

/** DATE_PICKER (tools.md §5): react-aria's picker with the message's min/max; an invalid day sends nothing. */
export function DatePickerMessage({ content, disabled, onAnswered }: { content: DatePickerContent; disabled: boolean; onAnswered: () => void }) {
  const { t, i18n } = useTranslation('scos');
  const { commands } = useScosTool();
  const [value, setValue] = useState<string | null>(content.defaultDate ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    // The user's row reads the day in their format; the bot gets YYYY-MM-DD (tools.md §5).
    const answer = commands.submitDate(value ?? '', content.minDate, content.maxDate, (day) => formatDate(day, i18n.language));
    if (answer.ok) {
      setProblem(null);
      onAnswered();
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
