import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  max-inline-size: 60ch;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.relaxed};
`;

/** The wins, largest first: rank, masked name over the game, and the amount. */
export const Rows = styled.ol`
  display: grid;
  gap: ${vars.space[1]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

export const RowButton = styled.button`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 3rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface[2]};
  }
`;

export const Rank = styled.span`
  display: grid;
  place-items: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border: 2px solid ${vars.color.border.control};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};

  &[data-medal] {
    color: ${vars.color.text.primary};
  }
  &[data-medal='gold'] {
    border-color: ${vars.color.medal.gold};
    box-shadow: inset 0 0 0 3px ${vars.color.medal.gold};
  }
  &[data-medal='silver'] {
    border-color: ${vars.color.medal.silver};
    box-shadow: inset 0 0 0 3px ${vars.color.medal.silver};
  }
  &[data-medal='bronze'] {
    border-color: ${vars.color.medal.bronze};
    box-shadow: inset 0 0 0 3px ${vars.color.medal.bronze};
  }
`;

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span + span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
`;

export const Amount = styled.span`
  color: ${vars.color.status.success};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
