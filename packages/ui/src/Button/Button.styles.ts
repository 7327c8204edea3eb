import { vars } from '@portal/theme';
import styled from 'styled-components';

/**
 * Variants and sizes are attributes (`data-variant`, `data-size`), not
 * interpolated props: one static stylesheet, and the state is visible in the DOM.
 */
export const ButtonRoot = styled.button`
  --button-bg: ${vars.color.brand.primary};
  --button-bg-hover: ${vars.color.brand.primaryHover};
  --button-fg: ${vars.color.text.onBrand};
  --button-border: transparent;

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  block-size: ${vars.component.button.heightMd};
  padding-inline: ${vars.space[4]};
  border: 1px solid var(--button-border);
  border-radius: ${vars.component.button.radius};
  background: var(--button-bg);
  color: var(--button-fg);
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  user-select: none;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: var(--button-bg-hover);
  }

  &[data-variant='secondary'] {
    --button-bg: ${vars.color.surface[2]};
    --button-bg-hover: ${vars.color.surface[3]};
    --button-fg: ${vars.color.text.primary};
    --button-border: ${vars.color.border.control};
  }
  &[data-variant='ghost'] {
    --button-bg: transparent;
    --button-bg-hover: ${vars.color.overlay};
    --button-fg: ${vars.color.text.primary};
  }
  &[data-variant='danger'] {
    --button-bg: ${vars.color.status.danger};
    --button-bg-hover: ${vars.color.status.danger};
    --button-fg: ${vars.color.text.onStatus};
  }
  &[data-variant='danger']:hover:not(:disabled, [aria-disabled='true']) {
    filter: brightness(1.08);
  }

  &[data-size='sm'] {
    block-size: ${vars.component.button.heightSm};
    padding-inline: ${vars.space[3]};
    font-size: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    block-size: ${vars.component.button.heightLg};
    padding-inline: ${vars.space[5]};
    font-size: ${vars.font.size.lg};
  }
  &[data-full-width] {
    inline-size: 100%;
  }

  /* Icon-only buttons (IconButton) are square, or round. */
  &[data-icon-only] {
    inline-size: ${vars.component.button.heightMd};
    padding-inline: 0;
  }
  &[data-icon-only][data-size='sm'] {
    inline-size: ${vars.component.button.heightSm};
  }
  &[data-icon-only][data-size='lg'] {
    inline-size: ${vars.component.button.heightLg};
  }
  &[data-shape='round'] {
    border-radius: ${vars.radius.pill};
  }

  &:disabled {
    --button-bg: ${vars.color.surface[3]};
    --button-fg: ${vars.color.text.disabled};
    --button-border: transparent;
  }

  /* While loading the label keeps its room, so the button does not jump. */
  &[data-loading] {
    cursor: progress;
  }
  /* Transparent, not hidden: the label stays the button's accessible name. */
  &[data-loading] > [data-part='content'] {
    opacity: 0;
  }
`;

export const ButtonContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 1.125em;
`;

export const ButtonBusy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;
