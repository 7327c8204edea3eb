import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The member's wallets, one card each, side by side as room allows. */
export const WalletCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A short line of text under a section's title. */
export const Lead = styled.p`
  margin: 0;
  max-inline-size: 48rem;
  color: ${vars.color.text.secondary};
  line-height: ${vars.font.lineHeight.normal};
`;
