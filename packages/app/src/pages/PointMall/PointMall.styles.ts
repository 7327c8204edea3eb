import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The points cards side by side, wrapping on a phone. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space[3]};
`;

/** The catalogue: one card a reward. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Reward = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  h2 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }

  p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

/** The facts of a reward: its points, worth, stock and requirement. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.font.size.sm};

  dt {
    color: ${vars.color.text.secondary};
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/** What a redeem or conversion answered: the words, coloured by the outcome. */
export const Said = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  font-weight: ${vars.font.weight.medium};

  &[data-ok='true'] {
    color: ${vars.color.text.primary};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
`;
