import { vars } from '@portal/theme';
import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupTitle = styled.li`
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const ItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  text-align: start;

  & > svg {
    flex: none;
    font-size: 1.25rem;
    color: ${vars.color.text.secondary};
  }
  & > [data-part='label'] {
    flex: 1 1 auto;
  }

  &:hover {
    background: ${vars.color.surface[2]};
  }
  &[aria-current='page'] {
    background: ${vars.color.surface[3]};
    font-weight: ${vars.font.weight.bold};
    box-shadow: inset 3px 0 0 ${vars.color.brand.primary};
  }
  [dir='rtl'] &[aria-current='page'] {
    box-shadow: inset -3px 0 0 ${vars.color.brand.primary};
  }
  &[aria-current='page'] > svg {
    color: ${vars.color.brand.primary};
  }
`;
