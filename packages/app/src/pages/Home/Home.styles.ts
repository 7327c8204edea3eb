import styled from 'styled-components';

export const Lobby = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-family: ${({ theme }) => theme.font.family.heading};
`;
