import styled from 'styled-components';

/** The whole screen: the slim bar, then the game in all the room left. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100vh;
  block-size: 100dvh;
`;

export const Stage = styled.main`
  display: flex;
  flex: 1 1 auto;
  min-block-size: 0;

  &:focus {
    outline: none;
  }
`;

export const Frame = styled.iframe`
  flex: 1;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;
