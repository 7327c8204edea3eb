import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const LoadingOverlayRoot = styled.div`
  position: relative;
`;

/** The covered content; it carries aria-busy so the overlay's own status stays live. */
export const LoadingOverlayContent = styled.div`
  min-block-size: inherit;
`;

/** Over the children's box, or over the viewport above every pop-up with `fullPage`. */
export const LoadingOverlayScrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  background: ${vars.color.scrim};
  animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  cursor: progress;

  [data-full-page] > & {
    position: fixed;
    z-index: ${vars.zIndex.toast};
  }

  &[data-instant] {
    animation: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const LoadingOverlayIndicator = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  color: ${vars.color.brand.primary};
  box-shadow: ${vars.shadow.lg};
  font-size: 1.5rem;
`;

export const LoadingOverlayLabel = styled.span`
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;
