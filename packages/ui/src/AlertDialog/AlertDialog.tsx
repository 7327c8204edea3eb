import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal, type ModalProps } from '../Modal';
import { useUiText } from '../UiText';
import { AlertMark, AlertMessage } from './AlertDialog.styles';

export type AlertDialogVariant = 'warning' | 'danger' | 'info' | 'success';

export interface AlertDialogProps extends Omit<
  ModalProps,
  'description' | 'children' | 'footer' | 'hideTitle' | 'role' | 'closeLabel'
> {
  /** The heading, e.g. "Aviso": the dialog's name. */
  title: string;
  /**
   * What happened, e.g. the server's message: the dialog's description
   * (unless the caller gives its own `aria-describedby`).
   */
  message: ReactNode;
  /** The single button's label, e.g. "Aceptar". @default `UiTexts.ok` */
  submitLabel?: string;
  /** Accessible name of the close (x) button, e.g. "Cerrar". @default `UiTexts.close` */
  closeLabel?: string;
  /** Called when the player presses the button; the dialog then closes. @default undefined */
  onSubmit?: () => void;
  /** The icon and its colour. @default 'warning' */
  variant?: AlertDialogVariant;
}

const icons = { warning: 'warning', danger: 'warning', info: 'info', success: 'check' } as const;

/**
 * A message with a single button (spec 7.3, 8: a failed SMS code request
 * shows the server's message and a submit button; a trial user is asked to
 * register first), on `Modal` as an `alertdialog`. Focus starts on the button.
 */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(
  {
    title,
    message,
    submitLabel,
    closeLabel,
    onSubmit,
    variant = 'warning',
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
  const submitRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Modal
      ref={ref}
      role="alertdialog"
      title={title}
      closeLabel={closeLabel ?? texts.close}
      aria-describedby={messageId}
      open={open ?? innerOpen}
      onOpenChange={setOpen}
      width={width}
      data-variant={variant}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        submitRef.current?.focus();
      }}
      footer={
        <Button
          ref={submitRef}
          onClick={() => {
            onSubmit?.();
            setOpen(false);
          }}
        >
          {submitLabel ?? texts.ok}
        </Button>
      }
      {...rest}
    >
      <AlertMessage>
        <AlertMark data-variant={variant} aria-hidden>
          <Icon name={icons[variant]} />
        </AlertMark>
        <div id={messageId}>{message}</div>
      </AlertMessage>
    </Modal>
  );
});
AlertDialog.displayName = 'AlertDialog';
