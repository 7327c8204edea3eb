// The deposit page's channels and the withdraw page's receiving accounts are the same control: a
// radio group of cards, each card the label of its radio, with its name, its details and the
// group's error under them.
import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { ChoiceCard, ChoiceDetails, ChoiceName, Choices, FieldError } from './cashier.styles';

export interface Choice {
  /** The radio's value, and the card's key. */
  value: string;
  name: ReactNode;
  details: ReactNode;
}

/** A radio group of cards (role radiogroup, named by its legend, described by its error). */
export function ChoiceCards({
  legend,
  name,
  value,
  choices,
  error,
  onChoose,
  onBlur,
}: {
  legend: ReactNode;
  /** The radios' name (the form's field). */
  name: string;
  value: string;
  choices: readonly Choice[];
  error: string | undefined;
  onChoose: (value: string) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <Choices
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      {choices.map((choice) => (
        <ChoiceCard key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChoose(choice.value)}
            onBlur={onBlur}
            aria-labelledby={`${id}-${choice.value}`}
            aria-describedby={`${id}-${choice.value}-details`}
          />
          <ChoiceName id={`${id}-${choice.value}`}>{choice.name}</ChoiceName>
          <ChoiceDetails id={`${id}-${choice.value}-details`}>{choice.details}</ChoiceDetails>
        </ChoiceCard>
      ))}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Choices>
  );
}
