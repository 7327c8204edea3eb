import { vars } from '@portal/theme';
import styled from 'styled-components';

export const FormFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const FormFieldLabel = styled.label`
  margin-block-end: ${vars.space[1]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

export const FormFieldRequired = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.status.danger};
`;

export const FormFieldHint = styled.p`
  margin-block-end: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

/*
 * Always in the page (an empty live region takes no room), so that a new
 * error is announced: a region created together with its text often is not.
 */
export const FormFieldError = styled.p`
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};

  &:not(:empty) {
    margin-block-start: ${vars.space[1]};
  }
`;
