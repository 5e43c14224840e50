import { CalendarDays } from 'lucide-react';
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, FieldError, Group,
  Heading, Label, Popover,
} from 'react-aria-components';
import { popoverOffsetPx } from './overlays';

export interface DateTimePickerProps {
  label: string;
  /** "date": YYYY-MM-DD; "datetime": YYYY-MM-DDTHH:mm. */
  type: 'date' | 'datetime';
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  isDisabled?: boolean;
}

const parse = (type: DateTimePickerProps['type'], value: string): CalendarDate | CalendarDateTime =>
  type === 'date' ? parseDate(value.slice(0, 10)) : parseDateTime(value);

/** A date or date-and-time picker with min/max; values travel as ISO strings. */
export function DateTimePicker({ label, type, value, onChange, min, max, isDisabled }: DateTimePickerProps) {
  return (
    <DatePicker
      className="field"
      granularity={type === 'date' ? 'day' : 'minute'}
      hourCycle={24}
      value={value ? parse(type, value) : null}
      minValue={min ? parse(type, min) : undefined}
      maxValue={max ? parse(type, max) : undefined}
      isDisabled={isDisabled}
      validationBehavior="aria"
      onChange={(next) => onChange(next ? next.toString().slice(0, type === 'date' ? 10 : 16) : null)}
    >
      <Label>{label}</Label>
      <Group className="date-group">
        <DateInput className="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
        <Button className="button"><CalendarDays aria-hidden="true" className="icon" /></Button>
      </Group>
      <FieldError className="field-error" />
      <Popover offset={popoverOffsetPx}>
        <Dialog className="menu">
          <Calendar>
            <header className="calendar-header">
              <Button slot="previous" className="button">‹</Button>
              <Heading />
              <Button slot="next" className="button">›</Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
