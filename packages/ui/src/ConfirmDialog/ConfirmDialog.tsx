import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal, type ModalProps } from '../Modal';
import { useUiText } from '../UiText';
import { ConfirmMessage } from './ConfirmDialog.styles';

export type ConfirmDialogVariant = 'default' | 'danger';

export interface ConfirmDialogProps extends Omit<
  ModalProps,
  'description' | 'children' | 'footer' | 'hideTitle' | 'role' | 'closeLabel'
> {
  /** The question, e.g. "¿Seguro que quiere cerrar sesión?": the dialog's name. */
  title: string;
  /**
   * More about what will happen: the dialog's description (unless the caller
   * gives its own `aria-describedby`).
   * @default undefined
   */
  message?: ReactNode;
  /** The confirm button's label, e.g. "Cerrar sesión". */
  confirmLabel: string;
  /** The cancel button's label, e.g. "Cancelar". @default `UiTexts.cancel` */
  cancelLabel?: string;
  /** Accessible name of the close (x) button, e.g. "Cerrar". @default `UiTexts.close` */
  closeLabel?: string;
  /**
   * Called on confirm. While a returned promise is pending the confirm button
   * shows it is busy and the dialog cannot be closed; when it resolves the
   * dialog closes, when it rejects the dialog stays open for another try.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the player cancels (cancel, close button or Escape). @default undefined */
  onCancel?: () => void;
  /** `danger` for a destructive or final action: the confirm button is red. @default 'default' */
  variant?: ConfirmDialogVariant;
  /** Busy, when the caller tracks the pending action itself. @default false */
  busy?: boolean;
}

/**
 * A yes / no question before an action (spec 4.8: "sure to logout"), on
 * `Modal` as an `alertdialog`. Focus starts on Cancel, the least destructive
 * answer; Escape and the close button cancel.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    message,
    confirmLabel,
    cancelLabel,
    closeLabel,
    onConfirm,
    onCancel,
    variant = 'default',
    busy: busyProp = false,
    open,
    defaultOpen = false,
    onOpenChange,
    width = 360,
    onOpenAutoFocus,
    ...rest
  },
  ref,
) {
  const texts = useUiText();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const isOpen = open ?? innerOpen;
  const busy = busyProp || pending;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (busy) return; // The action is under way: it decides when the dialog closes.
      onCancel?.();
    }
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (busy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller shows why; the player may try again or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      ref={ref}
      role="alertdialog"
      title={title}
      closeLabel={closeLabel ?? texts.close}
      open={isOpen}
      onOpenChange={handleOpenChange}
      width={width}
      data-variant={variant}
      aria-busy={busy || undefined}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      {...(message ? { 'aria-describedby': messageId } : {})}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            disabled={busy}
            onClick={() => handleOpenChange(false)}
          >
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={handleConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
      {...rest}
    >
      {message ? <ConfirmMessage id={messageId}>{message}</ConfirmMessage> : null}
    </Modal>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
