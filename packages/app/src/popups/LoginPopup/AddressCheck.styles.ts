import { vars } from '@portal/theme';
import styled from 'styled-components';

/** The login's verification step: its heading, the channels, the code and the actions. */
export const Step = styled.form`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
  }
`;

export const StepTitle = styled.h3`
  margin: 0;
  font-family: ${vars.font.family.heading};
  font-size: ${vars.font.size.lg};

  &:focus {
    outline: none;
  }
`;

export const Explain = styled.p`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

/** The two channels as radios, each label the masked recipient. */
export const Channels = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: ${vars.space[2]};
    padding: 0;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface[1]};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${vars.color.brand.primary};
  }

  input {
    margin: 0;
    accent-color: ${vars.color.brand.primary};
  }
`;

/** The code input and its send button on one line. */
export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[2]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Failure = styled.p`
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
`;

export const Sent = styled.p`
  min-block-size: 1.25em;
  font-size: ${vars.font.size.sm};
`;
