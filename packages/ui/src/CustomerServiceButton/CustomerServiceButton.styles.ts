import styled from 'styled-components';
import { ButtonRoot } from '../Button/Button.styles';

/** A link that looks like the portal's button (same variants and sizes). */
export const CustomerServiceLink = styled(ButtonRoot).attrs({ as: 'a' })`
  /* Full width means the outer width, whatever reset the host page has. */
  box-sizing: border-box;
  cursor: pointer;
`;
