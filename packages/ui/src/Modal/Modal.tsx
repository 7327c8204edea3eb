import * as Dialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  useRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { useUiText } from '../UiText';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  ModalTitle,
} from './Modal.styles';

type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

export interface ModalProps extends Omit<
  ContentProps,
  'title' | 'children' | 'asChild' | 'onPointerDownOutside' | 'onInteractOutside' | 'forceMount'
> {
  /** Open state, when the caller controls it. @default undefined */
  open?: boolean;
  /** Open state at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the pop-up asks to open or close (close button, Escape, `Modal.Close`). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the pop-up on click; focus returns to it on close. @default undefined */
  trigger?: ReactElement;
  /** The pop-up's title: required, it is the dialog's accessible name. */
  title: string;
  /** Keep the title for screen readers only. @default false */
  hideTitle?: boolean;
  /** A line under the title, also the dialog's accessible description. @default undefined */
  description?: ReactNode;
  /**
   * Accessible name of the close button, in the player's language.
   * @default the `close` text of the nearest `UiTextProvider` (e.g. "Cerrar")
   */
  closeLabel?: string;
  /**
   * Width; a number is pixels. Sets the `--modal-width` token, which a caller's styles can set
   * instead. @default undefined (the token's value: 200px, spec 2.2)
   */
  width?: number | string;
  /**
   * Minimum height; a number is pixels. Sets the `--modal-height` token.
   * @default undefined (the token's value: 200px, spec 2.2)
   */
  height?: number | string;
  /**
   * Maximum height, past which the body scrolls; a number is pixels. Sets the
   * `--modal-max-height` token. Never more than the viewport allows.
   * @default undefined (the viewport's height less a margin)
   */
  maxHeight?: number | string;
  /** Actions under the body, e.g. buttons wrapped in `Modal.Close`. @default undefined */
  footer?: ReactNode;
  /**
   * Whether the player may close the pop-up: without it there is no close button and Escape does
   * nothing, so only an action of the body or footer ends it (a change the server requires before
   * anything else, say). @default true
   */
  dismissible?: boolean;
  children?: ReactNode;
}

const toLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

// Spec 2.2: a click outside never closes a pop-up (a half-filled form would be lost).
const keepOpen = (event: Event) => event.preventDefault();

// What can take focus in a dialog: the controls a Tab would reach, links left out.
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
// A field to type or choose in: where a form's pop-up starts.
const FIELD =
  'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), select:not([disabled]), textarea:not([disabled])';

const shown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Where focus starts in a pop-up: its first field (a login starts at the username, not at ×), else
 * its first control after the header (the pop-up's own action), else the close button, else the
 * pop-up itself.
 */
function firstFocus(content: HTMLElement): HTMLElement {
  const all = (selector: string) =>
    [...content.querySelectorAll<HTMLElement>(selector)].filter(shown);
  const header = content.querySelector('[data-part="header"]');
  return (
    all(FIELD)[0] ??
    all(FOCUSABLE).find((element) => !header?.contains(element)) ??
    all(FOCUSABLE)[0] ??
    content
  );
}

/**
 * Moves focus into a pop-up that has just opened, once it has been laid out. Radix focuses it in
 * the task that mounts it, which makes the browser compute the style and layout of the whole
 * page there and then, on top of mounting (a long task on a phone, felt as a late response to
 * the tap). A frame later that work has been done in the browser's own rendering step.
 */
function focusWhenLaidOut(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!content.isConnected || content.contains(document.activeElement)) return;
      firstFocus(content).focus();
    }, 0),
  );
}

/**
 * Where focus goes when a pop-up closes, unless the page has put it somewhere already: back to
 * what had it when the pop-up opened, or, when that is gone (the login button once logged in, a menu that closed), to the page's main region, so
 * that a keyboard or screen-reader user is not dropped at the top of the document.
 */
function returnFocus(opener: Element | null) {
  // The page may have given focus a place of its own meanwhile (an answer's outcome): it stays.
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (
    opener instanceof HTMLElement &&
    opener !== document.body &&
    opener.isConnected &&
    shown(opener)
  ) {
    opener.focus({ preventScroll: true });
    return;
  }
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

const ModalRoot = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    hideTitle = false,
    description,
    closeLabel,
    width,
    height,
    maxHeight,
    footer,
    dismissible = true,
    children,
    style,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    ...rest
  },
  ref,
) {
  const texts = useUiText();
  // What had focus when the pop-up opened (Radix moves it only after its open event).
  const opener = useRef<Element | null>(null);
  const sizeStyle: CSSProperties = {
    ...(width === undefined ? {} : { ['--modal-width' as string]: toLength(width) }),
    ...(height === undefined ? {} : { ['--modal-height' as string]: toLength(height) }),
    ...(maxHeight === undefined ? {} : { ['--modal-max-height' as string]: toLength(maxHeight) }),
    ...style,
  };
  const titleNode = <ModalTitle>{title}</ModalTitle>;
  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <ModalOverlay data-part="overlay" />
        <ModalContent
          ref={ref}
          style={sizeStyle}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            onOpenAutoFocus?.(event);
            if (!event.defaultPrevented) focusWhenLaidOut(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocus(opener.current);
          }}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (!dismissible) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...rest}
        >
          <ModalHeader data-part="header" data-title-hidden={hideTitle || undefined}>
            {hideTitle ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            {dismissible ? (
              <Dialog.Close asChild>
                <IconButton
                  label={closeLabel ?? texts.close}
                  icon={<Icon name="close" />}
                  size="sm"
                  shape="round"
                />
              </Dialog.Close>
            ) : null}
          </ModalHeader>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
          <ModalBody>{children}</ModalBody>
          {footer ? <ModalFooter>{footer}</ModalFooter> : null}
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
ModalRoot.displayName = 'Modal';

/** Wrap an action so that it closes the pop-up: `<Modal.Close asChild><Button>…</Button></Modal.Close>`. */
const ModalClose = Dialog.Close;

/**
 * The generic pop-up of the portal (spec 2.2), on Radix Dialog: a titled
 * dialog with a named close button; focus is trapped inside and returned on
 * close, page scroll is locked while it is open, Escape closes it, and a
 * click outside does not. A pop-up that is not `dismissible` has neither.
 */
export const Modal = Object.assign(ModalRoot, { Close: ModalClose });
