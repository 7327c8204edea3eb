import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;
