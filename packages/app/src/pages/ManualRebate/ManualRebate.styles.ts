import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The amount owed and the claim beside it, one under the other on a phone. */
export const Owed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;
