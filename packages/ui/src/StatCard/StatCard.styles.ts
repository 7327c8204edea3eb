import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 10rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
`;

export const Label = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Value = styled.span`
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Delta = styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  &[data-trend='up'] {
    color: ${vars.color.status.success};
  }
  &[data-trend='down'] {
    color: ${vars.color.status.danger};
  }
  &[data-trend='flat'] {
    color: ${vars.color.text.secondary};
  }
`;
