import { vars } from '@portal/theme';
import styled from 'styled-components';

/**
 * A report's totals. A size container, so that on a phone's width each StatCard is one line
 * (StatCard's own container query) and the rows below start on the first screen.
 */
export const Totals = styled.div`
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space[3]};
`;

/** A result or a movement: a win or a credit in the success colour, and the sign always shown. */
export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-sign='1'] {
    color: ${vars.color.status.success};
  }
`;
