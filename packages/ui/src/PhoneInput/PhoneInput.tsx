import { forwardRef, useState, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import type { FieldSize } from '../TextInput';
import {
  PhoneBox,
  PhoneChevron,
  PhoneCountry,
  PhoneCountrySelect,
  PhoneCountryShown,
  PhoneNumber,
} from './PhoneInput.styles';

/** A country the player may dial from, given as data (spec 3: Country). */
export interface PhoneCountryOption {
  /** ISO code, e.g. "CO"; tells apart countries that share a dialing code. */
  countryCode: string;
  /** Dialing code as the server sends it, e.g. "57" or "+57". */
  countryDialingCode: string;
  /** The country's name in the player's language, e.g. "Colombia". */
  name: string;
}

/** The value: what the SMS and register calls send (spec 3). */
export interface PhoneValue {
  countryDialingCode: string;
  /** Digits only. */
  mobileNum: string;
}

export interface PhoneInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'inputMode' | 'children'
> {
  /** The countries of the dialing-code list, in order. */
  countries: readonly PhoneCountryOption[];
  /** The value, when the caller controls it. @default undefined */
  value?: PhoneValue;
  /** The value at first render when uncontrolled. @default the first country, no number */
  defaultValue?: PhoneValue;
  /** Called with the whole value when either part changes. @default undefined */
  onChange?: (value: PhoneValue) => void;
  /** Accessible name of the dialing-code list, e.g. "Prefijo del país". */
  countryLabel: string;
  /**
   * Accessible name of the number input, e.g. "Número de móvil". Leave it out
   * when a label names the input already (FormField passes its `id`).
   * @default undefined
   */
  numberLabel?: string;
  /** Height and text size, matching TextInput. @default 'md' */
  size?: FieldSize;
  /** Fill the width of the container. @default false */
  fullWidth?: boolean;
}

const plus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * A mobile number: a dialing-code select and a digits-only number input in
 * one field box. The ref, `id`, `className`, `aria-*` and other props go to
 * the number input (the part a FormField label names and a validation error
 * focuses); the select is named by `countryLabel`.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    countries,
    value,
    defaultValue,
    onChange,
    countryLabel,
    numberLabel,
    size = 'md',
    fullWidth = false,
    disabled,
    id,
    ...rest
  },
  ref,
) {
  const [own, setOwn] = useState<PhoneValue>(
    () =>
      defaultValue ?? { countryDialingCode: countries[0]?.countryDialingCode ?? '', mobileNum: '' },
  );
  const current = value ?? own;
  // Countries may share a dialing code (+1): remember which one was chosen.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const country =
    countries.find(
      (c) => c.countryCode === chosen && c.countryDialingCode === current.countryDialingCode,
    ) ?? countries.find((c) => c.countryDialingCode === current.countryDialingCode);

  const update = (next: PhoneValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const chooseCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = countries.find((c) => c.countryCode === event.target.value);
    if (!next) return;
    setChosen(next.countryCode);
    update({ ...current, countryDialingCode: next.countryDialingCode });
  };

  const typeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D+/g, '');
    // Only non-digits typed: nothing changes, and React puts the field back.
    if (digits !== current.mobileNum) update({ ...current, mobileNum: digits });
  };

  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <PhoneBox
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <PhoneCountry>
        <PhoneCountrySelect
          aria-label={countryLabel}
          value={country?.countryCode ?? ''}
          onChange={chooseCountry}
          disabled={disabled}
          {...(id ? { id: `${id}-country` } : {})}
        >
          {country ? null : <option value="" />}
          {countries.map((c) => (
            <option key={c.countryCode} value={c.countryCode}>
              {`${c.name} (${plus(c.countryDialingCode)})`}
            </option>
          ))}
        </PhoneCountrySelect>
        <PhoneCountryShown aria-hidden>
          {/* Isolated left to right, so "+966" does not read "966+" in Arabic. */}
          {country ? <bdi dir="ltr">{plus(country.countryDialingCode)}</bdi> : null}
        </PhoneCountryShown>
        <PhoneChevron aria-hidden>
          <Icon name="chevronDown" />
        </PhoneChevron>
      </PhoneCountry>
      <PhoneNumber
        ref={ref}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={current.mobileNum}
        onChange={typeNumber}
        disabled={disabled}
        {...(id ? { id } : {})}
        {...(numberLabel ? { 'aria-label': numberLabel } : {})}
        {...rest}
      />
    </PhoneBox>
  );
});
PhoneInput.displayName = 'PhoneInput';
