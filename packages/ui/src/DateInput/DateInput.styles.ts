import { vars } from '@portal/theme';
import styled from 'styled-components';
import { TextInput } from '../TextInput';

/**
 * The native date field inside TextInput's box. Its calendar button follows
 * the theme's `color-scheme`; the date parts take the text colours.
 */
export const DateControl = styled(TextInput)`
  font-variant-numeric: tabular-nums;

  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    border-radius: ${vars.radius.sm};
  }
  &::-webkit-datetime-edit-fields-wrapper {
    padding: 0;
  }
  &::-webkit-datetime-edit-text {
    color: ${vars.color.text.secondary};
  }
  &:disabled::-webkit-calendar-picker-indicator {
    cursor: not-allowed;
  }
`;
