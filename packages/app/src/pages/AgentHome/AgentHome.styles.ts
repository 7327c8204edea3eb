import styled from 'styled-components';

export const Home = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface[0]};
  color: ${({ theme }) => theme.color.text.primary};
  align-content: start;
`;

/** The agent centre's own top bar: a header, so that its clock and buttons sit in a landmark. */
export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
