import { useId, useState } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AutosizeTextArea } from './AutosizeTextArea';
import { applyMaxLength, validateText, type TextRules } from './validation';

export interface TextFieldProps extends TextRules {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Strict: typing stops at maxLength. Otherwise the text may grow and the field reports it. */
  strictMaxLength?: boolean;
  multiline?: boolean;
  /** Minimum rows of a multi-line field (at least 2). */
  rows?: number;
  description?: string;
  showCounter?: boolean;
}

/** A labelled text input with the shared validation messages and an optional character counter. */
export function TextField({
  label, value, onChange, strictMaxLength = false, multiline = false, rows = 2, description, showCounter, ...rules
}: TextFieldProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const counterId = useId();
  const problem = touched ? validateText(value, rules) : null;
  const over = rules.maxLength !== undefined && value.length > rules.maxLength;
  return (
    <AriaTextField
      className="field"
      value={value}
      onChange={(next) => {
        setTouched(true);
        onChange(applyMaxLength(next, rules.maxLength, strictMaxLength));
      }}
      onBlur={() => setTouched(true)}
      isRequired={rules.required}
      isInvalid={problem !== null}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      {multiline ? <AutosizeTextArea as={TextArea} minRows={Math.max(2, rows)} aria-describedby={counterId} /> : <Input aria-describedby={counterId} />}
      {description && <Text slot="description">{description}</Text>}
      {(showCounter ?? rules.maxLength !== undefined) && rules.maxLength !== undefined && (
        <span id={counterId} className={over ? 'counter over' : 'counter'} data-invalid={over || undefined}>
          {t('form.counter', { length: value.length, max: rules.maxLength })}
        </span>
      )}
      <FieldError className="field-error">{problem ? t(problem.key, problem.values) : null}</FieldError>
    </AriaTextField>
  );
}
