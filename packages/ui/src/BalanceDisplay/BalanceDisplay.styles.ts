import { vars } from '@portal/theme';
import styled from 'styled-components';

export const BalanceRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding-inline-start: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  white-space: nowrap;
`;

export const BalanceAmount = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  margin-inline-end: ${vars.space[1]};
`;

export const BalanceCaption = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const BalanceValue = styled.span`
  /* The number keeps its own order in right-to-left text. */
  unicode-bidi: isolate;
  min-inline-size: 4ch;
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const BalanceSymbol = styled.span`
  font-weight: ${vars.font.weight.medium};
`;
