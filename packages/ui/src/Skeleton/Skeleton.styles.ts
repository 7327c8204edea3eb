import { vars } from '@portal/theme';
import styled, { css, keyframes } from 'styled-components';

/* The highlight sits in the middle third of a 300% wide gradient: at rest (and with the
   shimmer off) only the plain last third shows. */
const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0% 0; }
`;

const fill = css`
  background-color: ${vars.color.surface[3]};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    ${vars.color.overlay} 40%,
    ${vars.color.surface[2]} 50%,
    ${vars.color.overlay} 60%,
    transparent 100%
  );
  background-size: 300% 100%;
  background-repeat: no-repeat;
  background-position: 100% 0;
`;

export const SkeletonLine = styled.span`
  display: block;
  block-size: var(--skeleton-line);
  border-radius: ${vars.radius.sm};
  ${fill}
  animation: inherit;

  &[data-last] {
    inline-size: 60%;
  }
`;

export const SkeletonRoot = styled.div`
  --skeleton-width: 100%;
  --skeleton-line: 1em;

  box-sizing: border-box;
  display: block;
  flex: none;
  inline-size: var(--skeleton-width);
  max-inline-size: 100%;
  border-radius: ${vars.radius.md};

  &[data-shape='block'] {
    --skeleton-height: 6rem;
    block-size: var(--skeleton-height);
    ${fill}
  }
  &[data-shape='block'][data-size='sm'] {
    --skeleton-height: 3rem;
  }
  &[data-shape='block'][data-size='lg'] {
    --skeleton-height: 12rem;
  }

  &[data-shape='circle'] {
    --skeleton-height: 2.5rem;
    inline-size: var(--skeleton-height);
    block-size: var(--skeleton-height);
    border-radius: ${vars.radius.pill};
    ${fill}
  }
  &[data-shape='circle'][data-size='sm'] {
    --skeleton-height: 2rem;
  }
  &[data-shape='circle'][data-size='lg'] {
    --skeleton-height: 4rem;
  }

  &[data-shape='text'] {
    display: flex;
    flex-direction: column;
    gap: calc(var(--skeleton-line) * 0.5);
    --skeleton-line: var(--skeleton-height, ${vars.font.size.md});
  }
  &[data-shape='text'][data-size='sm'] {
    --skeleton-line: var(--skeleton-height, ${vars.font.size.sm});
  }
  &[data-shape='text'][data-size='lg'] {
    --skeleton-line: var(--skeleton-height, ${vars.font.size.xl});
  }

  &[data-animated]:not([data-shape='text']),
  &[data-animated] > * {
    animation: ${shimmer} 1.4s ${vars.motion.easing.linear} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-animated]:not([data-shape='text']),
    &[data-animated] > * {
      animation: none;
    }
  }
`;
