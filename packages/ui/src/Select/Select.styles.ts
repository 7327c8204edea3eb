import { vars } from '@portal/theme';
import styled from 'styled-components';
import { fieldBox } from '../TextInput/TextInput.styles';

export const SelectBox = styled.span`
  ${fieldBox}
  padding-inline: 0;

  &[data-size='sm'],
  &[data-size='lg'] {
    padding-inline: 0;
  }
`;

/** The native select fills the whole box, so a click anywhere opens it. */
export const SelectControl = styled.select`
  flex: 1 1 auto;
  min-inline-size: 0;
  block-size: 100%;
  margin: 0;
  padding-block: 0;
  padding-inline: ${vars.space[3]} calc(${vars.space[3]} + 1.25em);
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  appearance: none;
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
  /* The placeholder option is chosen: draw it like an input's placeholder. */
  &:has(option[data-placeholder]:checked) {
    color: ${vars.color.text.secondary};
  }
  & option {
    color: ${vars.color.text.primary};
    background: ${vars.color.surface[1]};
  }
  & option:disabled {
    color: ${vars.color.text.disabled};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const SelectChevron = styled.span`
  position: absolute;
  inset-inline-end: ${vars.space[3]};
  display: inline-flex;
  color: ${vars.color.text.secondary};
  pointer-events: none;
`;
