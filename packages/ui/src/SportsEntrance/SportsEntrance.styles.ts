import { vars } from '@portal/theme';
import styled from 'styled-components';

export const EntranceButton = styled.button`
  position: relative;
  display: block;
  inline-size: 100%;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.onBrand};
  text-align: start;

  & > img {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: var(--entrance-ratio, 16 / 5);
    object-fit: cover;
    transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.standard};
  }
  &:hover > img {
    transform: scale(1.02);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** The call to action sits on the artwork, on its own brand plate for contrast. */
export const Cta = styled.span`
  position: absolute;
  inset-block-end: ${vars.space[4]};
  inset-inline-start: ${vars.space[4]};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-weight: ${vars.font.weight.bold};
  box-shadow: ${vars.shadow.md};
`;
