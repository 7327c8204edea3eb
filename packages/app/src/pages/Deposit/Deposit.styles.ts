// What only the deposit page shows; what it shares with the withdraw page is in
// ../shared/cashier.styles.
import { vars } from '@portal/theme';
import styled from 'styled-components';
import { statusStyle } from '../shared/cashier.styles';

/** "Pay now": a link that looks like the page's main button, to the provider's page. */
export const PayLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${vars.color.brand.primaryHover};
  }
`;

/** A deposit's state in the history: credited in the success colour, rejected in the danger one. */
export const Status = statusStyle('credited');
