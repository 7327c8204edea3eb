import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space[3]};
`;

/** The way to the next level: a bar filled by the share of it done. */
export const Progress = styled.div`
  display: grid;
  gap: ${vars.space[2]};

  p {
    margin: 0;
    color: ${vars.color.text.secondary};
  }
`;

export const Track = styled.div`
  block-size: 0.75rem;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface[3]};
  overflow: hidden;
`;

export const Fill = styled.div`
  block-size: 100%;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
`;

export const Levels = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Level = styled.li`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  &[aria-current='true'] {
    border-color: ${vars.color.brand.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.brand.primary};
  }

  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }

  p {
    margin: 0;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }

  ul {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
  }
`;
