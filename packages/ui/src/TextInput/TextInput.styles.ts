import { vars } from '@portal/theme';
import styled, { css } from 'styled-components';

/**
 * The box every text-like control shares (TextInput, Select, PhoneInput,
 * DateInput): the border, background, sizes and the invalid, disabled and
 * focus states. States are attributes set on the box: `data-size`,
 * `data-full-width`, `data-invalid`, `data-disabled`.
 */
export const fieldBox = css`
  --field-border: ${vars.color.border.control};

  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;
  block-size: ${vars.component.button.heightMd};
  padding-inline: ${vars.space[3]};
  border: 1px solid var(--field-border);
  border-radius: ${vars.component.button.radius};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([data-disabled]) {
    --field-border: ${vars.color.text.secondary};
  }

  /* The ring goes round the whole box, adornments included. */
  &:has(:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  &[data-size='sm'] {
    block-size: ${vars.component.button.heightSm};
    padding-inline: ${vars.space[2]};
    font-size: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    block-size: ${vars.component.button.heightLg};
    padding-inline: ${vars.space[4]};
    font-size: ${vars.font.size.lg};
  }
  &[data-full-width] {
    display: flex;
    inline-size: 100%;
  }

  &[data-invalid] {
    --field-border: ${vars.color.status.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.status.danger};
  }

  &[data-disabled] {
    --field-border: ${vars.color.border.subtle};
    background: ${vars.color.surface[3]};
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
`;

/** The bare native control inside a field box: no border or ring of its own. */
export const bareControl = css`
  flex: 1 1 auto;
  min-inline-size: 0;
  block-size: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const TextInputBox = styled.span`
  ${fieldBox}
`;

export const TextInputControl = styled.input`
  ${bareControl}
`;

export const TextInputAdornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${vars.color.text.secondary};

  /* A button in the slot (PasswordInput's toggle) reaches the box's edge. */
  &[data-part='end']:has(button) {
    margin-inline-end: calc(${vars.space[2]} * -1);
  }
`;
