import { vars } from '@portal/theme';
import styled from 'styled-components';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  inline-size: 100%;
  max-inline-size: 26rem;
  color: ${vars.color.text.primary};
  font-family: ${vars.font.family.body};
`;

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-block-start: ${vars.space[3]};
`;

/** The server's answer to a refused submit: read at once (role alert) and kept until the next. */
export const ServerError = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.status.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** A field with a control beside it: the SMS code and its button, the captcha and its picture. */
export const FieldRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }

  & > :not(:first-child) {
    flex: none;
  }
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

/** A line of help at the top of a form or tab. */
export const FormHint = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;
