// The deposit and withdraw pages look alike: their sections, forms, choice cards, results and
// amounts are styled here once, and each page's own module keeps only what it alone shows.
import { vars } from '@portal/theme';
import styled, { css } from 'styled-components';

/** A fieldset without its box: its legend a small label above its controls. */
export const bareFieldset = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: ${vars.space[2]};
    padding: 0;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }
`;

/** A part of the page (the form, the history) with its heading. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.lg};
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  max-inline-size: 48rem;
`;

/** A choice (a deposit channel, a receiving account): a radio group in a fieldset, one card each. */
export const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space[3]};
  ${bareFieldset}
`;

/** One choice: the whole card is the radio's label. */
export const ChoiceCard = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space[1]} ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${vars.color.brand.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.brand.primary};
  }

  input {
    margin: 0;
    margin-block-start: calc((1lh - 1rem) / 2);
    inline-size: 1rem;
    block-size: 1rem;
    accent-color: ${vars.color.brand.primary};
  }
`;

export const ChoiceName = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

export const ChoiceDetails = styled.span`
  grid-column: 2;
  display: grid;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
`;

/** A line under a field, read as it changes (what reaches the wallet, the fee). */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** The server's answer to a refused form: read at once (role alert). */
export const ServerError = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
`;

/** The operation just started: its reference, state and what comes next. */
export const Result = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  max-inline-size: 48rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-inline-start: 4px solid ${vars.color.status.info};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }

  p {
    margin: 0;
    line-height: ${vars.font.lineHeight.normal};
    white-space: pre-line;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;

  dt {
    color: ${vars.color.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/**
 * An operation's state: the one that ends well (a deposit credited, a withdrawal paid) in the
 * success colour, a rejected one in the danger colour.
 */
export const statusStyle = (success: string) => styled.span`
  white-space: nowrap;
  font-weight: ${vars.font.weight.medium};

  &[data-status='${success}'] {
    color: ${vars.color.status.success};
  }
  &[data-status='rejected'] {
    color: ${vars.color.status.danger};
  }
`;

export const Money = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A form's controls, disabled together (while withdrawals are locked). */
export const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A short line of text under a section's title. */
export const Lead = styled.p`
  margin: 0;
  max-inline-size: 48rem;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.normal};
`;
