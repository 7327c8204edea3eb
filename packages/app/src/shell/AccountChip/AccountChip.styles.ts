import { media, vars } from '@portal/theme';
import styled from 'styled-components';

export const Chip = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const Id = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  white-space: nowrap;
  ${media.down('lg')} {
    display: none;
  }
`;
