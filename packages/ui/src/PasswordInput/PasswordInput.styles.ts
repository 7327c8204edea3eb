import { vars } from '@portal/theme';
import styled from 'styled-components';
import { IconButton } from '../IconButton';

/** The eye: secondary text while the password is hidden, primary while shown. */
export const PasswordToggle = styled(IconButton)`
  &&:not(:disabled) {
    --button-fg: ${vars.color.text.secondary};
  }
  &&[aria-pressed='true']:not(:disabled) {
    --button-fg: ${vars.color.text.primary};
  }
`;
