import { vars } from '@portal/theme';
import styled from 'styled-components';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[7]} ${vars.space[4]};
  color: ${vars.color.text.primary};
  text-align: center;
  overflow-wrap: anywhere;

  &[data-size='sm'] {
    padding: ${vars.space[5]} ${vars.space[3]};
  }
`;

export const EmptyStateIcon = styled.div`
  display: grid;
  place-items: center;
  inline-size: 4rem;
  block-size: 4rem;
  margin-block-end: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.secondary};
  font-size: 2rem;

  [data-size='sm'] > & {
    inline-size: 3rem;
    block-size: 3rem;
    font-size: 1.5rem;
  }
`;

export const EmptyStateTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const EmptyStateDescription = styled.div`
  max-inline-size: 28rem;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const EmptyStateAction = styled.div`
  margin-block-start: ${vars.space[3]};
`;
