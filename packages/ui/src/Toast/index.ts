export { Toast, type ToastProps, type ToastVariant } from './Toast';
export {
  ToastProvider,
  useToast,
  type ToastControls,
  type ToastOptions,
  type ToastPosition,
  type ToastProviderProps,
} from './ToastProvider';
