import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The message reads as body text, not as a muted hint. */
export const ConfirmMessage = styled.div`
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
`;
