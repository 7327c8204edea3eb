import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${vars.space[4]};
`;

export const Card = styled.article`
  display: grid;
  gap: ${vars.space[2]};
  align-content: start;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface[1]};

  &[data-focus] {
    outline: 2px solid ${vars.color.focusRing};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: ${vars.radius.md};
  }
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
  summary {
    cursor: pointer;
    color: ${vars.color.text.link};
  }
`;

export const Dates = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text.secondary};
`;

export const Terms = styled.div`
  line-height: ${vars.font.lineHeight.relaxed};
`;
