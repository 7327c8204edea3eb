import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

/**
 * Spans the width of the screen (and lets clicks through); the stack is
 * aligned to the start, centre or end of the line, so it follows the text
 * direction.
 */
export const ToastViewport = styled.div`
  position: fixed;
  z-index: ${vars.zIndex.toast};
  inset-inline: ${vars.space[4]};
  inset-block-end: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;

  &[data-position^='top'] {
    inset-block: ${vars.space[4]} auto;
  }
  &[data-position$='start'] {
    align-items: flex-start;
  }
  &[data-position$='center'] {
    align-items: center;
  }
`;

export const ToastList = styled.ol`
  inline-size: min(22.5rem, 100%);
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    pointer-events: auto;
    animation: ${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }

  @media (prefers-reduced-motion: reduce) {
    & > li {
      animation: none;
    }
  }
`;

export const ToastRoot = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  inline-size: 100%;
  padding: ${vars.space[3]};
  padding-inline-start: calc(${vars.space[3]} + 4px);
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface[1]};
  background-image: linear-gradient(
    to right,
    var(--toast-accent) 0,
    var(--toast-accent) 4px,
    transparent 4px
  );
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
  overflow-wrap: anywhere;
  --toast-accent: ${vars.color.status.info};

  &:dir(rtl) {
    background-image: linear-gradient(
      to left,
      var(--toast-accent) 0,
      var(--toast-accent) 4px,
      transparent 4px
    );
  }

  &[data-variant='success'] {
    --toast-accent: ${vars.color.status.success};
  }
  &[data-variant='warning'] {
    --toast-accent: ${vars.color.status.warning};
  }
  &[data-variant='danger'] {
    --toast-accent: ${vars.color.status.danger};
  }
`;

export const ToastMark = styled.span`
  display: inline-flex;
  flex: none;
  padding-block-start: 2px;
  color: var(--toast-accent);
  font-size: 1.25rem;
`;

export const ToastBody = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
  padding-block: 2px;
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.bold};
`;

export const ToastDescription = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const ToastAction = styled.div`
  margin-block-start: ${vars.space[2]};
`;
