import { media } from '@portal/theme';
import styled from 'styled-components';

export const Landing = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface[0]};
  color: ${({ theme }) => theme.color.text.primary};
  ${media.up('md')} {
    grid-template-columns: 1fr minmax(20rem, 26rem);
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;

export const Pitch = styled.div`
  h1 {
    font-family: ${({ theme }) => theme.font.family.heading};
    font-size: ${({ theme }) => theme.font.size.display};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p {
    color: ${({ theme }) => theme.color.text.secondary};
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  }
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface[1]};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
