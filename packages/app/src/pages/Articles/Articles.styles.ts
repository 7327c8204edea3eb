import { vars } from '@portal/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const List = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

export const Meta = styled.time`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text.secondary};
`;

export const Body = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  max-width: 46rem;
  line-height: ${vars.font.lineHeight.relaxed};

  h1 {
    margin: 0;
    font-family: ${vars.font.family.heading};
    font-size: ${vars.font.size.xl};
    line-height: 1.25;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.md};
  }
`;

export const Lead = styled.p`
  font-size: ${vars.font.size.lg};
  color: ${vars.color.text.secondary};
`;

export const Back = styled(Link)`
  justify-self: start;
  color: ${vars.color.text.link};
`;
