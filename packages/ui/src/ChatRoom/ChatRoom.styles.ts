import { vars } from '@portal/theme';
import styled from 'styled-components';

export const ChatBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-block-size: 0;
`;

export const Log = styled.div`
  block-size: var(--chatRoom-height, min(60vh, 28rem));
  padding: ${vars.space[3]};
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[0]};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  justify-content: flex-start;

  /* The player's own messages on the inline end: the right in Spanish, the left in Arabic. */
  &[data-own] {
    justify-content: flex-end;
  }
`;

export const Bubble = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  max-inline-size: min(85%, 32rem);
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[2]};
  color: ${vars.color.text.primary};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;

  [data-own] > & {
    background: ${vars.color.surface[3]};
  }

  a {
    color: ${vars.color.text.link};
    text-decoration: underline;
  }
`;

export const Author = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

export const Stamp = styled.time`
  align-self: flex-end;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  text-align: center;
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
`;

export const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  > label {
    font-weight: ${vars.font.weight.medium};
  }
`;

export const ComposerRow = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;

  > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const EmojiRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const EmojiButton = styled.button`
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: none;
  font-size: ${vars.font.size.lg};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface[2]};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Count = styled.span`
  margin-inline-start: auto;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  &[data-over] {
    color: ${vars.color.status.danger};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.status.danger};
  font-size: ${vars.font.size.sm};
`;
