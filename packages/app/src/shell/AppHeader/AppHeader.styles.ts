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
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const VendorLogo = styled.img`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
