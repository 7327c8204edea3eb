import { media, vars } from '@portal/theme';
import styled from 'styled-components';

export const Landing = styled.main`
  display: grid;
  gap: ${vars.space[6]};
  align-items: center;
  min-height: 100vh;
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.surface[0]};
  color: ${vars.color.text.primary};
  ${media.up('md')} {
    grid-template-columns: 1fr minmax(20rem, 26rem);
    padding-inline: ${vars.space[8]};
  }
`;

export const Pitch = styled.div`
  h1 {
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.display};
    margin: 0 0 ${vars.space[3]};
  }
  p {
    color: ${vars.color.text.secondary};
    line-height: ${vars.font.lineHeight.relaxed};
  }
`;

export const Card = styled.section`
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};
  box-shadow: ${vars.shadow.md};

  h2 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.font.size.lg};
  }
`;
