import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface[0]};
  color: ${({ theme }) => theme.color.text.primary};

  .skip-link {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space[2]};
    inset-block-start: -100px;
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => theme.color.surface[1]};
    color: ${({ theme }) => theme.color.text.link};
  }
  .skip-link:focus {
    inset-block-start: ${({ theme }) => theme.space[2]};
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
  padding: ${({ theme }) => theme.space[4]};
  outline: none;
`;

export const Drawer = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface[1]};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.scrim};
`;
