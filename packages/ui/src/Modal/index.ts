export { Modal, type ModalProps } from './Modal';
export {
  ModalProvider,
  useModals,
  useIsModalOpen,
  type ModalProviderProps,
  type ModalPropsMap,
  type ModalRegistry,
  type ModalName,
  type ModalOpenArgs,
  type NoModalProps,
  type ModalControls,
  type ModalComponentProps,
} from './ModalProvider';
