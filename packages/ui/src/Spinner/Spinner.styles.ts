import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-block;
  inline-size: var(--spinner-size, 1em);
  block-size: var(--spinner-size, 1em);
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${vars.radius.pill};
  animation: ${spin} 700ms linear infinite;
  flex: none;

  &[data-size='sm'] {
    --spinner-size: 0.875em;
  }
  &[data-size='lg'] {
    --spinner-size: 1.5em;
  }

  @media (prefers-reduced-motion: reduce) {
    /* A slow turn still says "busy" without a fast motion. */
    animation-duration: 2s;
  }
`;
