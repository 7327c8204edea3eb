import { vars } from '@portal/theme';
import styled from 'styled-components';
import { Button } from '../Button';

/** Counting down: drawn like a disabled button, but it keeps the focus. */
export const SmsButton = styled(Button)`
  font-variant-numeric: tabular-nums;

  &&[data-state='counting'] {
    --button-bg: ${vars.color.surface[3]};
    --button-bg-hover: ${vars.color.surface[3]};
    --button-fg: ${vars.color.text.secondary};
    --button-border: transparent;
    cursor: not-allowed;
  }
`;
