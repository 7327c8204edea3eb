import { vars } from '@portal/theme';
import styled from 'styled-components';

export const FooterLogo = styled.img`
  display: block;
  border-radius: ${vars.radius.sm};
`;
