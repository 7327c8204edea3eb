import { VisuallyHidden } from '../VisuallyHidden';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useUiText } from '../UiText';
import { Toast, type ToastVariant } from './Toast';
import { ToastList, ToastViewport } from './Toast.styles';

export type ToastPosition =
  'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end';

/** What `show` takes. */
export interface ToastOptions {
  /** The message. */
  title: string;
  /** A line more. @default undefined */
  description?: string;
  /** @default 'info' */
  variant?: ToastVariant;
  /**
   * Milliseconds before it goes by itself; `Infinity` keeps it until closed.
   * @default the provider's duration
   */
  duration?: number;
  /** An action inside the toast. @default undefined */
  action?: ReactNode;
  /** Reuse an id to replace a toast that is still shown. @default a new id */
  id?: string;
}

export interface ToastControls {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes one toast. */
  dismiss: (id: string) => void;
  /** Closes every toast. */
  dismissAll: () => void;
}

export interface ToastProviderProps {
  /** Accessible name of the close buttons, e.g. "Cerrar". @default `UiTexts.close` */
  closeLabel?: string;
  /**
   * Accessible name of the region that holds the toasts, e.g. "Notificaciones".
   * @default `UiTexts.notifications`
   */
  label?: string;
  /** Milliseconds a toast stays by default. @default 5000 */
  duration?: number;
  /** Where the stack sits; start and end follow the text direction. @default 'bottom-end' */
  position?: ToastPosition;
  /** Most toasts shown at once; the oldest goes first. @default 3 */
  max?: number;
  children?: ReactNode;
}

interface Entry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastControls | null>(null);

let counter = 0;

function ToastItem({
  entry,
  paused,
  duration,
  closeLabel,
  onDismiss,
}: {
  entry: Entry;
  paused: boolean;
  duration: number;
  closeLabel: string | undefined;
  onDismiss: (id: string) => void;
}) {
  const remaining = useRef(duration);
  useEffect(() => {
    remaining.current = duration;
  }, [duration, entry]);
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(entry.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration, entry, onDismiss]);
  return (
    <li>
      <Toast
        variant={entry.variant ?? 'info'}
        title={entry.title}
        {...(entry.description ? { description: entry.description } : {})}
        {...(entry.action ? { action: entry.action } : {})}
        closeLabel={closeLabel}
        onClose={() => onDismiss(entry.id)}
        data-toast-id={entry.id}
      />
    </li>
  );
}

/**
 * Notifications for the whole app: `useToast().show({ title, variant })`
 * from anywhere below. Toasts stack in a fixed region above pop-ups
 * (`zIndex.toast`), go after their duration (paused while the pointer is over
 * them or focus is inside), have a named close button, and are announced
 * through live regions that are always in the page: polite, assertive for
 * `danger`.
 */
export function ToastProvider({
  closeLabel,
  label,
  duration = 5000,
  position = 'bottom-end',
  max = 3,
  children,
}: ToastProviderProps) {
  const texts = useUiText();
  const [toasts, setToasts] = useState<Entry[]>([]);
  const [announcement, setAnnouncement] = useState<{ id: string; text: string; urgent: boolean }>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = useRef(0);
  useEffect(() => {
    count.current = toasts.length;
  }, [toasts.length]);

  const dismiss = useCallback((id: string) => {
    setToasts((prev) => prev.filter((t) => t.id !== id));
  }, []);
  const dismissAll = useCallback(() => setToasts([]), []);
  const show = useCallback(
    (options: ToastOptions) => {
      counter += 1;
      // A new stack starts unpaused, even if the last one went away under the pointer.
      if (count.current === 0) {
        setHovered(false);
        setFocused(false);
      }
      const id = options.id ?? `toast-${counter}`;
      setToasts((prev) => [...prev.filter((t) => t.id !== id), { ...options, id }].slice(-max));
      setAnnouncement({
        id: `${id}-${counter}`,
        text: [options.title, options.description].filter(Boolean).join('. '),
        urgent: options.variant === 'danger',
      });
      return id;
    },
    [max],
  );

  const controls = useMemo<ToastControls>(
    () => ({ show, dismiss, dismissAll }),
    [show, dismiss, dismissAll],
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const paused = toasts.length > 0 && (hovered || focused);
  return (
    <ToastContext.Provider value={controls}>
      {children}
      <ToastViewport
        role="region"
        aria-label={label ?? texts.notifications}
        data-position={position}
        data-paused={paused || undefined}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {toasts.length > 0 ? (
          <ToastList>
            {toasts.map((entry) => (
              <ToastItem
                key={entry.id}
                entry={entry}
                paused={paused}
                duration={entry.duration ?? duration}
                closeLabel={closeLabel}
                onDismiss={dismiss}
              />
            ))}
          </ToastList>
        ) : null}
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement && !announcement.urgent ? (
            <span key={announcement.id}>{announcement.text}</span>
          ) : null}
        </VisuallyHidden>
        <VisuallyHidden role="alert" aria-live="assertive" aria-atomic="true">
          {announcement?.urgent ? <span key={announcement.id}>{announcement.text}</span> : null}
        </VisuallyHidden>
      </ToastViewport>
    </ToastContext.Provider>
  );
}

/** Shows and closes toasts of the nearest `ToastProvider`. */
export function useToast(): ToastControls {
  const controls = useContext(ToastContext);
  if (!controls) throw new Error('useToast() needs a <ToastProvider> above it.');
  return controls;
}
