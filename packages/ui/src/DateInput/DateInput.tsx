import { forwardRef } from 'react';
import type { TextInputProps } from '../TextInput';
import { DateControl } from './DateInput.styles';

/** A date in the form the portal sends and the server's pattern 11 checks: yyyy-MM-dd. */
export type IsoDate = string;

export interface DateInputProps extends Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'startAdornment' | 'endAdornment'
> {
  /** The date, yyyy-MM-dd, or '' for none, when the caller controls it. @default undefined */
  value?: IsoDate;
  /** The date at first render when uncontrolled, yyyy-MM-dd. @default undefined */
  defaultValue?: IsoDate;
  /** The earliest date allowed, yyyy-MM-dd (e.g. for a birthday, none). @default undefined */
  min?: IsoDate;
  /** The latest date allowed, yyyy-MM-dd (e.g. 18 years ago for a birthday). @default undefined */
  max?: IsoDate;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether a string is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A date field on the native `type="date"` input: the browser draws the date
 * in the player's locale and offers its calendar, screen readers get its
 * date parts, and the value, `min` and `max` are always yyyy-MM-dd. Dates
 * outside `min`/`max` make the field `:invalid` for the browser's own
 * validation. The ref and other props go to the `<input>`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(
  function DateInput(props, ref) {
    return <DateControl ref={ref} {...props} type="date" />;
  },
);
DateInput.displayName = 'DateInput';
