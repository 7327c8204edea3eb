import { vars } from '@portal/theme';
import styled from 'styled-components';

export const CopyButtonRoot = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  vertical-align: middle;

  &[data-state='copied'] > button {
    color: ${vars.color.status.success};
  }
`;

export const CopyButtonStatus = styled.span`
  color: ${vars.color.status.success};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;

  &:not(:empty) {
    margin-inline-start: ${vars.space[1]};
  }
`;
