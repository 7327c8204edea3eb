import { vars } from '@portal/theme';
import styled from 'styled-components';
import { bareControl, fieldBox } from '../TextInput/TextInput.styles';

export const TextAreaBox = styled.span`
  ${fieldBox}
  flex-direction: column;
  align-items: stretch;
  block-size: auto;
  padding-block: ${vars.space[2]};
`;

export const TextAreaControl = styled.textarea`
  ${bareControl}
  block-size: auto;
  min-block-size: 4lh;
  resize: vertical;
  line-height: ${vars.font.lineHeight.normal};
`;

export const TextAreaCount = styled.span`
  align-self: flex-end;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
`;
