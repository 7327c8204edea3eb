import { forwardRef, useId, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { DateInput, type IsoDate } from '../DateInput';
import { Field, FilterRoot, Presets, Problem } from './DateRangeFilter.styles';

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** A quick choice such as "Hoy" or "Últimos 7 días". */
export interface DateRangePreset {
  key: string;
  label: string;
  range: DateRange;
}

/** Today's date, yyyy-MM-dd, in the browser's time zone. */
export function isoDay(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The usual presets of a records page, counted back from `today`. */
export function standardPresets(
  today: Date,
  labels: { today: string; yesterday: string; last7: string; last30: string },
): DateRangePreset[] {
  const day = (offset: number) => {
    const d = new Date(today);
    d.setDate(d.getDate() - offset);
    return isoDay(d);
  };
  return [
    { key: 'today', label: labels.today, range: { from: day(0), to: day(0) } },
    { key: 'yesterday', label: labels.yesterday, range: { from: day(1), to: day(1) } },
    { key: 'last7', label: labels.last7, range: { from: day(6), to: day(0) } },
    { key: 'last30', label: labels.last30, range: { from: day(29), to: day(0) } },
  ];
}

export interface DateRangeFilterProps extends Omit<
  ComponentPropsWithoutRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue'
> {
  /** The group's name, e.g. "Fechas". */
  legend: string;
  /** The range shown first. */
  defaultValue: DateRange;
  /** Called with a valid range when applied or when a preset is chosen. */
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
  applyLabel: string;
  /** Shown when the start is after the end; nothing is applied. */
  orderMessage: string;
  /** Quick choices. @default [] */
  presets?: readonly DateRangePreset[];
  /** Earliest and latest dates allowed. @default undefined */
  min?: IsoDate;
  max?: IsoDate;
}

/**
 * From and to dates for records and reports, with quick presets. A range
 * whose start is after its end is refused with a message and nothing is lost.
 */
export const DateRangeFilter = forwardRef<HTMLFieldSetElement, DateRangeFilterProps>(
  function DateRangeFilter(
    {
      legend,
      defaultValue,
      onChange,
      fromLabel,
      toLabel,
      applyLabel,
      orderMessage,
      presets = [],
      min,
      max,
      ...rest
    },
    ref,
  ) {
    const [range, setRange] = useState(defaultValue);
    const [problem, setProblem] = useState(false);
    const problemId = useId();
    const bounds = { ...(min ? { min } : {}), ...(max ? { max } : {}) };

    const apply = (next: DateRange) => {
      if (next.from && next.to && next.from > next.to) {
        setProblem(true);
        return;
      }
      setProblem(false);
      onChange(next);
    };

    return (
      <FilterRoot ref={ref} {...rest}>
        <legend>{legend}</legend>
        {presets.length > 0 ? (
          <Presets>
            {presets.map((preset) => (
              <Button
                key={preset.key}
                size="sm"
                variant="secondary"
                aria-pressed={preset.range.from === range.from && preset.range.to === range.to}
                onClick={() => {
                  setRange(preset.range);
                  apply(preset.range);
                }}
              >
                {preset.label}
              </Button>
            ))}
          </Presets>
        ) : null}
        <Field>
          {fromLabel}
          <DateInput
            value={range.from}
            {...bounds}
            aria-invalid={problem || undefined}
            {...(problem ? { 'aria-describedby': problemId } : {})}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </Field>
        <Field>
          {toLabel}
          <DateInput
            value={range.to}
            {...bounds}
            aria-invalid={problem || undefined}
            {...(problem ? { 'aria-describedby': problemId } : {})}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </Field>
        <Button onClick={() => apply(range)}>{applyLabel}</Button>
        <div aria-live="polite">
          {problem ? <Problem id={problemId}>{orderMessage}</Problem> : null}
        </div>
      </FilterRoot>
    );
  },
);
DateRangeFilter.displayName = 'DateRangeFilter';
