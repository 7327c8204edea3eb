import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const ServerError = styled.p`
  margin: 0;
  color: ${vars.color.status.danger};
`;

export const Sent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  p {
    margin: 0;
    color: ${vars.color.text.primary};
  }
`;
