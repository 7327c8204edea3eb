import { media, vars } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.primary};
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;

  svg {
    color: ${vars.color.brand.primary};
  }
  /* Phones keep the mark; the link's name still says where it goes. */
  ${media.down('sm')} {
    span {
      display: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const VendorLogo = styled.img`
  display: block;
  border-radius: ${vars.radius.sm};
`;

/** What the header leaves to the side menu's drawer on phones, where the row has no room. */
export const WideOnly = styled.span`
  display: contents;
  ${media.down('md')} {
    display: none;
  }
`;
