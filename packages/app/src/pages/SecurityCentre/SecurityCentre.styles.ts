import { vars } from '@portal/theme';
import styled from 'styled-components';

/** A part of the page: a card with its heading and its form or list. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.lg};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

/** The avatar now, beside the upload. */
export const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

/** The built-in avatars: a row of pressable pictures. */
export const AvatarChoices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    display: inline-flex;
    padding: ${vars.space[1]};
    border: 2px solid transparent;
    border-radius: ${vars.radius.pill};
    background: none;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: ${vars.color.brand.primary};
  }

  button:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const FileLabel = styled.label`
  display: grid;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};

  input {
    font: inherit;
    color: ${vars.color.text.primary};
  }
`;

export const Status = styled.p`
  margin: 0;
  min-block-size: 1.25em;
  font-size: ${vars.font.size.sm};

  &[data-ok='false'] {
    color: ${vars.color.status.danger};
  }
`;

/** The code input and its send button on one line. */
export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[2]};
`;

export const Current = styled.span`
  margin-inline-start: ${vars.space[2]};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-size: ${vars.font.size.xs};
`;
