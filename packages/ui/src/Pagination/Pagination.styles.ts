import { vars } from '@portal/theme';
import styled from 'styled-components';

export const PaginationRoot = styled.nav`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const PageButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-inline-size: 2.5rem;
  block-size: 2.5rem;
  padding-inline: ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled) {
    background: ${vars.color.surface[2]};
  }
  &[aria-current='page'] {
    border-color: ${vars.color.brand.primary};
    background: ${vars.color.brand.primary};
    color: ${vars.color.text.onBrand};
    font-weight: ${vars.font.weight.bold};
  }
  &:disabled {
    color: ${vars.color.text.disabled};
  }
`;

export const Gap = styled.span`
  padding-inline: ${vars.space[1]};
  color: ${vars.color.text.secondary};
`;
