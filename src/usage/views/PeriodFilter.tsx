import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PeriodFilterProps {
  from: string;
  to: string;
  onShow(period: { from: string; to: string }): void;
}

/** The period's first and last day; a first day after the last is said next to the fields, and nothing is asked. */
export function PeriodFilter({ from, to, onShow }: PeriodFilterProps) {
  const { t } = useTranslation('usage');
  const [draft, setDraft] = useState({ from, to });
  const invalid = draft.from === '' || draft.to === '' || draft.from > draft.to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onShow(draft);
  };
  return (
    <form className="usage-filter" onSubmit={submit} noValidate>
      <label>
        {t('from')}
        <input type="date" className="input" value={draft.from} max={draft.to || undefined} aria-describedby={invalid ? 'usage-period-error' : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      </label>
      <label>
        {t('to')}
        <input type="date" className="input" value={draft.to} min={draft.from || undefined} aria-describedby={invalid ? 'usage-period-error' : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      </label>
      <button type="submit" className="button outline" disabled={invalid}>{t('show')}</button>
      {invalid && <p id="usage-period-error" className="muted">{t('invalidPeriod')}</p>}
    </form>
  );
}
