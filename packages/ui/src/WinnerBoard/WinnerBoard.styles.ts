import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

export const BoardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
`;

/** The title and the action beside it (a link to the whole list), wrapping on a narrow board. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

export const Title = styled.h2`
  font-size: ${vars.font.size.lg};
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RowButton = styled.button`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  text-align: start;

  &:hover {
    background: ${vars.color.surface[3]};
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

  &[data-medal='gold'] {
    border-color: ${vars.color.medal.gold};
    color: ${vars.color.text.primary};
    box-shadow: inset 0 0 0 3px ${vars.color.medal.gold};
  }
  &[data-medal='silver'] {
    border-color: ${vars.color.medal.silver};
    color: ${vars.color.text.primary};
    box-shadow: inset 0 0 0 3px ${vars.color.medal.silver};
  }
  &[data-medal='bronze'] {
    border-color: ${vars.color.medal.bronze};
    color: ${vars.color.text.primary};
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

/** The window the rest of the rows scroll through. */
export const Scroller = styled.div`
  position: relative;
  block-size: var(--winner-window, 12rem);
  overflow: hidden;
  mask-image: linear-gradient(to bottom, transparent, #000 12%, #000 88%, transparent);

  & > [data-part='track'] {
    animation: ${scrollUp} var(--winner-scroll-duration, 30s) linear infinite;
  }
  &:hover > [data-part='track'],
  &:focus-within > [data-part='track'] {
    animation-play-state: paused;
  }

  /* Still for people who ask for less motion: the window scrolls by hand. */
  @media (prefers-reduced-motion: reduce) {
    overflow-y: auto;
    mask-image: none;
    & > [data-part='track'] {
      animation: none;
    }
    & [data-part='copy'] {
      display: none;
    }
  }
`;

export const Track = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Empty = styled.p`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;
