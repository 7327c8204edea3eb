import styled from 'styled-components';
import { vars } from '@portal/theme';

/** The widget's own custom properties, set from the portal's tokens: it follows the theme. */
export const Root = styled.div`
  --altcha-color-base: ${vars.color.surface[2]};
  --altcha-color-base-content: ${vars.color.text.primary};
  --altcha-border-color: ${vars.color.border.control};
  --altcha-checkbox-border-color: ${vars.color.border.control};
  --altcha-checkbox-outline-color: ${vars.color.focusRing};
  --altcha-color-primary: ${vars.color.brand.primary};
  --altcha-color-error: ${vars.color.status.danger};
  --altcha-max-width: 100%;
  min-height: 3.5rem;
  width: 100%;
`;
