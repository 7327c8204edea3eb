import { media } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  svg {
    color: ${({ theme }) => theme.color.brand.primary};
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
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const VendorLogo = styled.img`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** What the header leaves to the side menu's drawer on phones, where the row has no room. */
export const WideOnly = styled.span`
  display: contents;
  ${media.down('md')} {
    display: none;
  }
`;
