import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The heading of a page, one h1 a page. */
export const PageTitle = styled.h1`
  margin: 0 0 ${vars.space[3]};
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.xl};
`;

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** A heading for screen readers only, where the page's design has no visible title. */
export const HiddenTitle = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
