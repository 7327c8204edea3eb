import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** The label holds the box and the text: a click on either toggles it. */
export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  cursor: pointer;

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const CheckboxBox = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
  /* Centred on the first line of the label. */
  margin-block-start: calc((1lh - 1.125rem) / 2);
  inline-size: 1.125rem;
  block-size: 1.125rem;

  & > * {
    grid-area: 1 / 1;
  }
`;

/** The native checkbox, drawn by us: it keeps its role, keyboard and form behaviour. */
export const CheckboxInput = styled.input`
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  border: 2px solid ${vars.color.border.control};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface[2]};
  appearance: none;
  cursor: inherit;

  &:checked {
    border-color: ${vars.color.brand.primary};
    background: ${vars.color.brand.primary};
  }
  &[aria-invalid='true']:not(:checked) {
    border-color: ${vars.color.status.danger};
  }
  &:disabled {
    border-color: ${vars.color.text.disabled};
    background: ${vars.color.surface[3]};
  }
  &:checked:disabled {
    background: ${vars.color.text.disabled};
  }
`;

export const CheckboxMark = styled.span`
  display: grid;
  place-items: center;
  color: ${vars.color.text.onBrand};
  font-size: 0.875rem;
  pointer-events: none;
  visibility: hidden;

  input:checked + & {
    visibility: visible;
  }
  input:checked:disabled + & {
    color: ${vars.color.surface[1]};
  }
`;

export const CheckboxText = styled.span`
  min-inline-size: 0;
`;

/** Under the label, lined up with its text. */
export const CheckboxDescription = styled.p`
  margin-inline-start: calc(1.125rem + ${vars.space[2]});
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
`;

export const CheckboxError = styled.p`
  margin-inline-start: calc(1.125rem + ${vars.space[2]});
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.xs};
`;
