import { useState } from 'react';
import { Button, Group, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface DecimalFieldProps {
  label: string;
  description?: string;
  value: number;
  /** Digits after the decimal separator shown (0 for whole numbers). */
  places: number;
  step: number;
  /** The form's rule for what is typed or stepped to (clamping, rounding; NaN is "unreadable"). */
  normalize: (value: number) => number;
  onChange: (value: number) => void;
}

/** "7,5" and "7.5" both read as 7.5, whatever the language; anything else is NaN for `normalize`. */
export function readDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number.NaN : Number(trimmed);
}

/**
 * A number typed in the interface's language, committed on blur or Enter, with − and + beside it.
 * Not react-aria's NumberField: its spin button clears its live announcer through `innerHTML`,
 * which the studio's Trusted Types policy refuses (the page would crash while typing).
 */
export function DecimalField({ label, description, value, places, step, normalize, onChange }: DecimalFieldProps) {
  const { t, i18n } = useTranslation();
  const format = (number: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false }).format(number);
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? format(value);
  const commit = (next: number) => {
    setText(null);
    onChange(normalize(next));
  };
  return (
    <TextField className="field" value={shown} onChange={setText} onBlur={() => text !== null && commit(readDecimal(text))}>
      <Label>{label}</Label>
      <Group className="stepper">
        <Button className="button" aria-label={`${t('form.decrement')} ${label}`} onPress={() => commit(value - step)}>
          −
        </Button>
        <Input inputMode={places > 0 ? 'decimal' : 'numeric'} onKeyDown={(event) => event.key === 'Enter' && text !== null && commit(readDecimal(text))} />
        <Button className="button" aria-label={`${t('form.increment')} ${label}`} onPress={() => commit(value + step)}>
          +
        </Button>
      </Group>
      {description && <Text slot="description">{description}</Text>}
    </TextField>
  );
}
