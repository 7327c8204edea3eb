import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Body = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

export const Offers = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One offer, or one contract that ended: a card with its facts and, for an offer, the answers. */
export const Card = styled.li`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;

  dt {
    color: ${vars.color.text.secondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 4px solid ${vars.color.status.info};
  background: ${vars.color.surface[1]};
`;

export const Failure = styled.p`
  margin: 0;
  color: ${vars.color.status.danger};
`;
