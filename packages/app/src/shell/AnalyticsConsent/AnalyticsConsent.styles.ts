import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The banner's place: over the page's foot, above the header and side menu, under pop-ups. */
export const ConsentDock = styled.div`
  position: fixed;
  inset-inline: ${vars.space[3]};
  inset-block-end: ${vars.space[3]};
  z-index: ${vars.zIndex.dropdown};
  display: flex;
  justify-content: center;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;
