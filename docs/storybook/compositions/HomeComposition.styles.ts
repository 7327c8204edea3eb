import { media, vars } from '@portal/theme';
import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${vars.color.surface[0]};
`;

export const Shell = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};

  ${media.up('xl')} {
    grid-template-columns: auto minmax(0, 1fr) 20rem;
  }
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-inline-size: 0;
`;

export const Side = styled.aside`
  grid-column: 2;
  ${media.up('xl')} {
    grid-column: auto;
  }
`;
