import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Stage = styled.div`
  display: flex;
  min-height: calc(100vh - 10rem);
`;

export const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: calc(100vh - 10rem);
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
`;
