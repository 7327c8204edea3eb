import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ClockRoot = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;

  & > [data-part='offset'] {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;
