import * as Dialog from '@radix-ui/react-dialog';
import { vars } from '@portal/theme';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.scrim};
  animation: ${fadeIn} ${vars.motion.duration.modal} ${vars.motion.easing.standard};
`;

/**
 * The size is the component's tokens: `--modal-width` and `--modal-height` (200 x 200 in the
 * theme, spec 2.2) and `--modal-max-height`. A caller sets them on the element, by the `width`,
 * `height` and `maxHeight` props or by its own styles; the viewport always caps them.
 */
export const ModalContent = styled(Dialog.Content)`
  /* Sizes are outer sizes, whatever reset the host page has. */
  box-sizing: border-box;
  position: fixed;
  /* Physical on purpose: centring is the same in both text directions. */
  top: 50%;
  left: 50%;
  z-index: ${vars.zIndex.modal};
  display: flex;
  flex-direction: column;
  inline-size: min(var(--modal-width, 200px), calc(100vw - 2 * ${vars.space[4]}));
  min-block-size: min(var(--modal-height, 200px), calc(100dvh - 2 * ${vars.space[4]}));
  max-block-size: min(var(--modal-max-height, 100dvh), calc(100dvh - 2 * ${vars.space[4]}));
  padding: ${vars.component.modal.padding};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.component.modal.radius};
  background: ${vars.color.surface[1]};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${vars.motion.duration.modal} ${vars.motion.easing.standard};

  &:focus {
    outline: none;
  }
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[3]};

  &[data-title-hidden] {
    position: absolute;
    inset-block-start: ${vars.space[2]};
    inset-inline-end: ${vars.space[2]};
    margin: 0;
  }
`;

export const ModalTitle = styled(Dialog.Title)`
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
`;

export const ModalDescription = styled(Dialog.Description)`
  margin-block-end: ${vars.space[3]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;

export const ModalBody = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow: auto;
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  margin-block-start: ${vars.space[4]};
`;
