import { vars } from '@portal/theme';
import styled from 'styled-components';

export const MenuRoot = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  padding-block: ${vars.space[1]};
  scrollbar-width: thin;
  scroll-snap-type: x proximity;

  /* More to scroll to: that edge fades out (set by the component, in the text's direction). */
  --fade-angle: 90deg;
  &:dir(rtl) {
    --fade-angle: 270deg;
  }
  &[data-more-end] {
    mask-image: linear-gradient(var(--fade-angle), #000 calc(100% - 2rem), transparent);
  }
  &[data-more-start] {
    mask-image: linear-gradient(var(--fade-angle), transparent, #000 2rem);
  }
  &[data-more-start][data-more-end] {
    mask-image: linear-gradient(
      var(--fade-angle),
      transparent,
      #000 2rem,
      #000 calc(100% - 2rem),
      transparent
    );
  }
`;

export const MenuItem = styled.button`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-inline-size: 4.75rem;
  min-block-size: 4rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  scroll-snap-align: start;

  & > svg {
    font-size: 1.5rem;
  }

  &:hover {
    color: ${vars.color.text.primary};
    background: ${vars.color.surface[2]};
  }
  &[aria-selected='true'] {
    border-color: ${vars.color.brand.primary};
    background: ${vars.color.brand.primary};
    color: ${vars.color.text.onBrand};
  }
`;
