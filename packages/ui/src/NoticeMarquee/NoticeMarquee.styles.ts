import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const scrollStart = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const scrollStartRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

export const MarqueeRoot = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
`;

export const Lead = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.brand.primary};
  font-size: 1.25rem;
`;

export const Viewport = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 4%, #000 96%, transparent);

  &:hover > [data-part='track'],
  &:focus-within > [data-part='track'] {
    animation-play-state: paused;
  }

  @media (prefers-reduced-motion: reduce) {
    mask-image: none;
    & > [data-part='track'] {
      animation: none;
      flex-wrap: wrap;
      inline-size: auto;
    }
    & [data-part='copy'] {
      display: none;
    }
  }
`;

export const Track = styled.div`
  display: flex;
  inline-size: max-content;
  animation: ${scrollStart} var(--marquee-duration, 40s) linear infinite;

  [dir='rtl'] & {
    animation-name: ${scrollStartRtl};
  }
`;

export const Items = styled.ul`
  display: flex;
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  padding-inline-end: ${vars.space[6]};
  list-style: none;
`;

export const Item = styled.button`
  padding: ${vars.space[2]} 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  white-space: nowrap;

  &:hover {
    color: ${vars.color.text.link};
    text-decoration: underline;
  }
`;
