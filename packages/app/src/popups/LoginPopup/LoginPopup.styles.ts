import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Notice = styled.p`
  margin: 0 0 ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
`;

export const Trial = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${vars.space[3]};
`;

export const Reopen = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[3]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};

  p {
    margin: 0;
  }
`;
