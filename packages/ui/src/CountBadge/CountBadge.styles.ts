import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CountBadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.status.danger};
  color: ${vars.color.text.onStatus};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  &[data-size='sm'] {
    min-inline-size: 1rem;
    block-size: 1rem;
    font-size: 0.625rem;
  }
`;
