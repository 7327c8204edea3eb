import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.color.surface[0]};
  color: ${vars.color.text.primary};

  .skip-link {
    position: absolute;
    inset-inline-start: ${vars.space[2]};
    inset-block-start: -100px;
    z-index: ${vars.zIndex.toast};
    padding: ${vars.space[2]};
    background: ${vars.color.surface[1]};
    color: ${vars.color.text.link};
  }
  .skip-link:focus {
    inset-block-start: ${vars.space[2]};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  /* The footer starts below the fold, so a page that arrives late does not push it (CLS). */
  min-height: 100vh;
  padding: ${vars.space[4]};
  outline: none;
`;

export const Drawer = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  overflow-y: auto;
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.lg};
`;

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.scrim};
`;
