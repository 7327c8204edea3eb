import { vars } from '@portal/theme';
import styled from 'styled-components';
import { bareControl, fieldBox } from '../TextInput/TextInput.styles';

/** One field box for both parts; the focus ring goes round the whole of it. */
export const PhoneBox = styled.span`
  ${fieldBox}
  gap: 0;
  padding-inline: 0;

  &[data-size='sm'],
  &[data-size='lg'] {
    padding-inline: 0;
  }
`;

export const PhoneCountry = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  block-size: 100%;
  border-inline-end: 1px solid ${vars.color.border.subtle};
`;

/**
 * The native select keeps its name and full option text ("Colombia (+57)")
 * for screen readers, but its own text is transparent: the short code is
 * drawn over it.
 */
export const PhoneCountrySelect = styled.select`
  inline-size: 6rem;
  block-size: 100%;
  margin: 0;
  padding-block: 0;
  padding-inline: ${vars.space[3]} calc(${vars.space[2]} + 1em);
  border: 0;
  border-start-start-radius: inherit;
  border-end-start-radius: inherit;
  background: transparent;
  color: transparent;
  font: inherit;
  appearance: none;
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
  & option {
    color: ${vars.color.text.primary};
    background: ${vars.color.surface[1]};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const PhoneCountryShown = styled.span`
  position: absolute;
  inset-inline: ${vars.space[3]} calc(${vars.space[2]} + 1em);
  overflow: hidden;
  color: inherit;
  white-space: nowrap;
  text-overflow: ellipsis;
  pointer-events: none;
  font-variant-numeric: tabular-nums;
`;

export const PhoneChevron = styled.span`
  position: absolute;
  inset-inline-end: ${vars.space[2]};
  display: inline-flex;
  color: ${vars.color.text.secondary};
  pointer-events: none;
`;

export const PhoneNumber = styled.input`
  ${bareControl}
  padding-inline: ${vars.space[3]};
  font-variant-numeric: tabular-nums;
`;
