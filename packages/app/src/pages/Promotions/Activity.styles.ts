// The activity of a promotion that takes applications (ADR 0021): its status with a coloured edge
// (text stays in the body colour for contrast), the action, and the application form's parts.
import { vars } from '@portal/theme';
import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.subtle};
  border-inline-start: 4px solid ${vars.color.status.info};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  &[data-status='issued'],
  &[data-status='claimed'] {
    border-inline-start-color: ${vars.color.status.success};
  }
  &[data-status='rejected'] {
    border-inline-start-color: ${vars.color.status.danger};
  }
  &[data-status='applying'] {
    border-inline-start-color: ${vars.color.status.warning};
  }
  &[data-status='close'] {
    border-inline-start-color: ${vars.color.border.subtle};
  }
  h2 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  p {
    margin: 0;
    color: ${vars.color.text.primary};
    line-height: ${vars.font.lineHeight.normal};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
`;

/** The picked images (or those sent), side by side as thumbnails. */
export const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${vars.space[1]};
    justify-items: start;
  }
  img {
    inline-size: 6rem;
    block-size: 6rem;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.color.border.subtle};
  }
`;

export const ServerError = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  padding: ${vars.space[2]};
  border-inline-start: 4px solid ${vars.color.status.danger};
`;

/** The application's text as the member wrote it, line breaks kept. */
export const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
