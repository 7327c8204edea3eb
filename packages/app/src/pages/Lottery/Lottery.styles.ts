import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Games = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GameButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface[3]};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  img {
    border-radius: ${vars.radius.sm};
  }
`;
