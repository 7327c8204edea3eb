import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CarouselRoot = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** Container units let the track move by exactly one viewport plus the spacing. */
export const Viewport = styled.div`
  container-type: inline-size;
  overflow: hidden;
  border-radius: ${vars.component.banner.radius};
  touch-action: pan-y;
`;

export const Track = styled.div`
  display: flex;
  gap: ${vars.component.banner.spacing};
  transform: translateX(
    calc(var(--banner-position, 0) * -1 * (100cqi + ${vars.component.banner.spacing}))
  );
  transition: transform ${vars.motion.duration.bannerTransition} ${vars.motion.easing.standard};

  [dir='rtl'] & {
    transform: translateX(
      calc(var(--banner-position, 0) * (100cqi + ${vars.component.banner.spacing}))
    );
  }
  &[data-instant] {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100cqi;
  min-inline-size: 0;
`;

export const SlideButton = styled.button`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 0;
  border-radius: ${vars.component.banner.radius};
  background: ${vars.color.surface[2]};
  overflow: hidden;

  &:focus-visible {
    outline-offset: -3px;
  }

  & > img {
    inline-size: 100%;
    /* auto, or the height attribute would win over the ratio */
    block-size: auto;
    aspect-ratio: var(--banner-ratio, 3 / 1);
    object-fit: cover;
  }
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${vars.space[1]};
`;

/** 24 px targets around an 8 px dot: easy to hit, quiet to look at. */
export const Dot = styled.button`
  display: grid;
  place-items: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;

  &::before {
    content: '';
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.border.control};
    transition: inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[aria-current='true']::before {
    inline-size: 1.25rem;
    background: ${vars.color.brand.primary};
  }
`;
