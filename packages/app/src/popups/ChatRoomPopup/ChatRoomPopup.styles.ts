import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Rules = styled.p`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} 0;
`;
