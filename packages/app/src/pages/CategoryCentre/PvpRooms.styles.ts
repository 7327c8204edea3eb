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
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
  }
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

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[1]};
    text-align: start;
    border-block-end: 1px solid ${vars.color.border.subtle};
  }
  thead th {
    color: ${vars.color.text.secondary};
    font-weight: ${vars.font.weight.medium};
  }
  td:nth-child(2),
  td:nth-child(3) {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td:last-child {
    text-align: end;
  }
`;

export const Short = styled.span`
  color: ${vars.color.text.secondary};
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
