import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { clampToStep, type StepperRules } from './validation';

export interface NumberStepperProps extends StepperRules {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** A stepper: min/max clamp, step (default 1), optional precision; anything unreadable becomes min. */
export function NumberStepper({ label, value, onChange, min, max, step = 1, precision }: NumberStepperProps) {
  const { t } = useTranslation();
  const rules = { min, max, step, precision };
  const places = precision ?? (String(step).split('.')[1] ?? '').length;
  return (
    <NumberField
      className="field"
      value={value}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={{ minimumFractionDigits: places, maximumFractionDigits: places }}
      onChange={(next) => onChange(clampToStep(next, rules))}
    >
      <Label>{label}</Label>
      <Group className="stepper">
        <Button slot="decrement" className="button" aria-label={t('form.decrement')}>
          −
        </Button>
        <Input />
        <Button slot="increment" className="button" aria-label={t('form.increment')}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
