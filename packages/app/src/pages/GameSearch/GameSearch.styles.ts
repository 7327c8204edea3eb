import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The search field and the order side by side, the order under it on a phone. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > :first-child {
    flex: 1 1 18rem;
  }
  & > :last-child {
    flex: 0 1 12rem;
  }
`;
