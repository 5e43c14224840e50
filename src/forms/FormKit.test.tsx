import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { DateTimePicker } from './DateTimePicker';
import { NumberStepper } from './NumberStepper';
import { TextField, type TextFieldProps } from './TextField';

async function renderWithI18n(ui: React.ReactNode) {
  const i18n = await initI18n('en-US');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

function StatefulText(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

describe('form kit', () => {
  it('a non-strict field lets the text grow past the maximum and says so, with the counter marked', async () => {
    await renderWithI18n(<StatefulText label="Prompt name" maxLength={5} />);
    await userEvent.type(screen.getByLabelText('Prompt name'), 'abcdefg');
    expect(screen.getByLabelText('Prompt name')).toHaveValue('abcdefg');
    expect(screen.getByText('7 / 5')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByText('Too long: maximum 5 characters allowed.')).toBeInTheDocument();
  });

  it('a strict field stops typing at the maximum', async () => {
    await renderWithI18n(<StatefulText label="Name" maxLength={3} strictMaxLength />);
    await userEvent.type(screen.getByLabelText('Name'), 'abcdef');
    expect(screen.getByLabelText('Name')).toHaveValue('abc');
    expect(screen.getByText('3 / 3')).not.toHaveAttribute('data-invalid');
  });

  it('a required field left empty says it is mandatory', async () => {
    await renderWithI18n(<StatefulText label="Description" required />);
    const input = screen.getByLabelText(/Description/);
    act(() => input.focus());
    act(() => input.blur());
    expect(await screen.findByText('The field is empty, it is mandatory.')).toBeInTheDocument();
  });

  it('a mail field wants one at-sign and a period', async () => {
    await renderWithI18n(<StatefulText label="Mail" kind="email" />);
    await userEvent.type(screen.getByLabelText('Mail'), 'someone@example');
    expect(screen.getByText('Invalid mail address: it must contain one @ and a period.')).toBeInTheDocument();
  });

  it('a multi-line field has at least two rows', async () => {
    await renderWithI18n(<StatefulText label="Template" multiline rows={1} />);
    expect(screen.getByLabelText('Template')).toHaveAttribute('rows', '2');
  });

  it('the stepper steps and clamps, keeping one decimal', async () => {
    function Temperature() {
      const [value, setValue] = useState(0.9);
      return (
        <>
          <NumberStepper label="Temperature" value={value} onChange={setValue} min={0} max={1} step={0.1} precision={1} />
          <output>{value}</output>
        </>
      );
    }
    await renderWithI18n(<Temperature />);
    await userEvent.click(screen.getByRole('button', { name: /^Increase/ }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: /^Increase/ }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect(screen.getByRole('status')).toHaveTextContent('0.9');
  });

  it('the date picker refuses a day outside min and max', async () => {
    function Picker() {
      const [value, setValue] = useState<string | null>('2025-08-20');
      return <DateTimePicker label="Date" type="date" value={value} onChange={setValue} min="2025-08-01" max="2025-08-31" />;
    }
    await renderWithI18n(<Picker />);
    const group = screen.getByRole('group', { name: 'Date' });
    expect(group).toBeInTheDocument();
    expect(group.closest('.field')).not.toHaveAttribute('data-invalid');
    const month = screen.getAllByRole('spinbutton', { name: /month/i })[0]!;
    act(() => month.focus());
    fireEvent.keyDown(month, { key: 'ArrowUp' });
    expect(group.closest('.field')).toHaveAttribute('data-invalid', 'true');
  });
});
