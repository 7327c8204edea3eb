import { vars } from '@portal/theme';
import styled from 'styled-components';

export const List = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One announcement: its title and date, then its paragraphs. */
export const Item = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  max-inline-size: 56rem;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  time {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  p {
    margin: 0;
    line-height: ${vars.font.lineHeight.normal};
  }
`;
