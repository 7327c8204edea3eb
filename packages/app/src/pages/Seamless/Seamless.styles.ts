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
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface[1]};
`;
