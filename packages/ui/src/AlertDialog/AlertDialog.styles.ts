import { vars } from '@portal/theme';
import styled from 'styled-components';

export const AlertMessage = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const AlertMark = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 1.5rem;
  color: ${vars.color.status.warning};

  &[data-variant='danger'] {
    color: ${vars.color.status.danger};
  }
  &[data-variant='info'] {
    color: ${vars.color.status.info};
  }
  &[data-variant='success'] {
    color: ${vars.color.status.success};
  }
`;
