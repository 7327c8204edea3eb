import { media } from '@portal/theme';
import styled from 'styled-components';

export const Chip = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Id = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  ${media.down('lg')} {
    display: none;
  }
`;
