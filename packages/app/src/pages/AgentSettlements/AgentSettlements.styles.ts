import { vars } from '@portal/theme';
import styled from 'styled-components';

/** A settlement's or a contract's state, a small pill coloured by its meaning. */
export const StatusTag = styled.span`
  display: inline-block;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  white-space: nowrap;

  &[data-tone='good'] {
    border-color: ${vars.color.status.success};
  }

  &[data-tone='warn'] {
    border-color: ${vars.color.status.warning};
  }
`;

/** The range's totals in and out, under the table. */
export const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  margin: 0;

  div {
    display: flex;
    gap: ${vars.space[2]};
  }

  dt {
    color: ${vars.color.text.secondary};
  }

  dd {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
