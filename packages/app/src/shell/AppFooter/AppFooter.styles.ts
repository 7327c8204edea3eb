import styled from 'styled-components';

export const FooterLogo = styled.img`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
