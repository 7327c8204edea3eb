import { vars } from '@portal/theme';
import styled from 'styled-components';

export const MessageItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MessageItem = styled.li`
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};

  /* An unread message: a bar of the brand colour at its start edge (not colour alone: the
     "Nuevo" mark says it too). */
  &[data-unread] {
    border-inline-start: 4px solid ${vars.color.brand.primary};
  }
`;

export const MessageHeading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

export const MessageTrigger = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  inline-size: 100%;
  min-block-size: 3rem;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${vars.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  [data-part='title'] {
    flex: 1 1 12rem;
    font-weight: ${vars.font.weight.medium};
  }
  [data-unread] & [data-part='title'] {
    font-weight: ${vars.font.weight.bold};
  }
  [data-part='chevron'] {
    flex: none;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] [data-part='chevron'] {
    transform: rotate(180deg);
  }
  &:hover {
    background: ${vars.color.surface[2]};
  }
  @media (prefers-reduced-motion: reduce) {
    [data-part='chevron'] {
      transition: none;
    }
  }
`;

export const NewMark = styled.span`
  flex: none;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.onBrand};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.5;
`;

export const MessageDate = styled.span`
  flex: none;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

export const MessageContent = styled.div`
  padding: 0 ${vars.space[4]} ${vars.space[4]};
  color: ${vars.color.text.primary};
  line-height: ${vars.font.lineHeight.relaxed};
  /* The operator's line breaks are the message's paragraphs. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
