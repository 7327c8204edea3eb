import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The operator's help lines, one link a line. */
export const HelpLinks = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${vars.color.text.link};
    font-weight: ${vars.font.weight.medium};
  }
`;
