export { Modal, type ModalProps, type ModalSize } from './Modal';
export {
  ModalProvider,
  useModals,
  useIsModalOpen,
  LOGIN_MODAL,
  type ModalProviderProps,
  type ModalRegistry,
  type ModalControls,
  type ModalComponentProps,
} from './ModalProvider';
