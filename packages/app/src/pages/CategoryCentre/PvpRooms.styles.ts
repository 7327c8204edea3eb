import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Rooms = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  & > p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

/** The PVP games, each a card with its rooms; as many a row as fit. */
export const Games = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Game = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  align-content: start;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
    overflow-wrap: anywhere;
  }
`;

/** A game's rooms, one a line: the tier and what it asks, then the way in. */
export const RoomList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RoomRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[2]};
  padding-block: ${vars.space[2]};
  border-block-end: 1px solid ${vars.color.border.subtle};

  &:last-child {
    border-block-end: 0;
  }
`;

export const RoomFacts = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${vars.font.size.sm};

  strong {
    font-size: ${vars.font.size.md};
  }
  span {
    color: ${vars.color.text.secondary};
    font-variant-numeric: tabular-nums;
  }
`;

export const Short = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

/** The way from /live to the live models. */
export const LiveEntry = styled.p`
  margin: 0;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface[1]};
    color: ${vars.color.text.link};
    font-weight: ${vars.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${vars.color.surface[3]};
  }
`;
