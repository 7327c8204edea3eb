import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/** The models, as many cards a row as fit. */
export const Models = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Model = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  min-width: 0;

  &[data-status='online'] {
    border-color: ${vars.color.status.success};
  }
  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  overflow-wrap: anywhere;
`;

export const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

/** The status with its dot: green online, amber busy, grey offline (the word says it too). */
export const Status = styled.span`
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text.primary};

  &::before {
    content: '';
    inline-size: 0.625rem;
    block-size: 0.625rem;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.text.disabled};
  }
  &[data-status='online']::before {
    background: ${vars.color.status.success};
  }
  &[data-status='busy']::before {
    background: ${vars.color.status.warning};
  }
`;

export const Unavailable = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

/** The chat page: its title and the way back over the chat's frame. */
export const ChatHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};

  h1 {
    margin: 0;
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.xl};
  }
`;

export const ChatFrame = styled.iframe`
  inline-size: 100%;
  min-block-size: calc(100vh - 14rem);
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
`;
