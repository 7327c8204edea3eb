// What only the withdraw page shows (the receiving accounts, the lock, the password disclosure,
// a withdrawal's steps); what it shares with the deposit page is in ../shared/cashier.styles.
import { vars } from '@portal/theme';
import styled from 'styled-components';
import { bareFieldset, statusStyle } from '../shared/cashier.styles';

export { Fields, Lead } from '../shared/cashier.styles';

/** The saved receiving accounts: one card each, with its remove button. */
export const SavedList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Saved = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  > div {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }

  span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    overflow-wrap: anywhere;
  }

  strong {
    overflow-wrap: anywhere;
  }
`;

/** The kind of a new receiving account: two radios in a row. */
export const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  ${bareFieldset}

  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    cursor: pointer;
  }

  input {
    margin: 0;
    inline-size: 1rem;
    block-size: 1rem;
    accent-color: ${vars.color.brand.primary};
  }
`;

/** The lock after too many wrong withdraw passwords, or a refusal: in the danger colour. */
export const Locked = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  max-inline-size: 48rem;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-inline-start: 4px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  p {
    margin: 0;
    line-height: ${vars.font.lineHeight.normal};
  }
`;

/** The change-password disclosure: a summary that opens the form. */
export const Disclosure = styled.details`
  max-inline-size: 48rem;

  summary {
    inline-size: fit-content;
    cursor: pointer;
    color: ${vars.color.brand.primary};
    font-weight: ${vars.font.weight.medium};
  }

  &[open] summary {
    margin-block-end: ${vars.space[3]};
  }
`;

/** A withdrawal's state: paid in the success colour, rejected in the danger one. */
export const Status = statusStyle('paid');

/** A withdrawal's steps in the history, oldest first. */
export const Steps = styled.ol`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};

  li {
    white-space: nowrap;
  }

  time {
    color: ${vars.color.text.secondary};
  }
`;
