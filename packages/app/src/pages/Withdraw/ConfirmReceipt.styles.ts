// What the confirmation of a paid withdrawal adds to the history: the states after the payout in
// their colours, the amounts under the state, the answers of the dialog and its file field.
import { vars } from '@portal/theme';
import styled from 'styled-components';
import { Status } from './Withdraw.styles';

/**
 * A withdrawal's state: paid and received in the success colour, disputed in the warning one,
 * rejected in the danger one.
 */
export const ReceiptStatus = styled(Status)`
  &[data-status='received'],
  &[data-status='auto-received'] {
    color: ${vars.color.status.success};
  }
  &[data-status='disputed'] {
    color: ${vars.color.status.warning};
  }
`;

/** The state cell: the state, what was received and is missing, and the confirm button. */
export const StateCell = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[1]};

  small {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The three answers of the dialog, side by side while they fit. */
export const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The dialog's body: the withdrawal, the deadline, the answers and the chosen form. */
export const ReceiptBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
    line-height: ${vars.font.lineHeight.normal};
  }
`;

/** A native file input, sized and coloured as the portal's text fields. */
export const FileInput = styled.input`
  inline-size: 100%;
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${vars.color.status.danger};
  }
`;

/** What the last answer did, read out once it is recorded (it takes the focus). */
export const Recorded = styled.p`
  margin: 0;
  max-inline-size: 48rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-inline-start: 4px solid ${vars.color.status.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
`;
