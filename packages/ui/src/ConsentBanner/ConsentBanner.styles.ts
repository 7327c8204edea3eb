import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ConsentRoot = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  max-inline-size: 48rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.primary};
`;

export const ConsentText = styled.div`
  flex: 1 1 18rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const ConsentTitle = styled.h2`
  margin: 0 0 ${vars.space[1]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const ConsentMessage = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const ConsentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
