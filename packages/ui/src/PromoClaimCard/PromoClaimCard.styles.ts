import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  color: ${vars.color.brand.primary};
`;

export const Kind = styled.span`
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: 1.6;
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

export const Amount = styled.span`
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Ends = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Claimed = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.component.button.heightMd};
  margin: 0;
  color: ${vars.color.status.success};
  font-weight: ${vars.font.weight.medium};
`;
