import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ListRoot = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  padding-block: ${vars.space[1]};
  scrollbar-width: thin;
  scroll-snap-type: x proximity;

  /* Wide screens wrap the vendors; phones scroll them sideways. */
  @media (min-width: 64em) {
    &[data-wrap] {
      flex-wrap: wrap;
      overflow-x: visible;
    }
  }
`;

export const VendorButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.75rem;
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  scroll-snap-align: start;

  & > img {
    inline-size: 3rem;
    block-size: 1.25rem;
    object-fit: contain;
  }

  &:hover {
    background: ${vars.color.surface[2]};
  }
  &[aria-selected='true'] {
    border-color: ${vars.color.brand.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.brand.primary};
    background: ${vars.color.surface[2]};
  }
`;

export const Count = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
`;
