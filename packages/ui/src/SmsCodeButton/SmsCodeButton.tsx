import { VisuallyHidden } from '../VisuallyHidden';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ButtonProps } from '../Button';
import { SmsButton } from './SmsCodeButton.styles';

/** What a code request answers: the seconds until another code may be asked for, or a failure. */
export type SmsCodeResult = { ok: true; seconds: number } | { ok: false };

export interface SmsCodeButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'loading' | 'children' | 'type'
> {
  /** The label while a code may be asked for, e.g. "Enviar código". */
  children: ReactNode;
  /**
   * Asks the server for a code. On `{ ok: true, seconds }` the button counts
   * down from `seconds` (spec 9: 60 s times `expiredMinutes`); on
   * `{ ok: false }` or a rejection it is available again at once (the caller
   * shows the server's message, spec 8).
   */
  onRequest: () => Promise<SmsCodeResult>;
  /** The label while counting down, e.g. `(s) => \`Reenviar en ${s} s\``. */
  countdownLabel: (seconds: number) => string;
  /**
   * Said politely once when the countdown ends, e.g. "Ya puede pedir otro
   * código". Nothing is said when it is not given.
   * @default undefined
   */
  readyAnnouncement?: string;
  /**
   * Start counting down from this many seconds, e.g. when a pop-up is opened
   * again while the last code is still fresh.
   * @default 0
   */
  initialSeconds?: number;
  /**
   * Milliseconds after an accepted click during which further clicks are
   * ignored (spec 9: SMS button throttle, 1 second).
   * @default 1000
   */
  throttle?: number;
}

type Phase = 'idle' | 'pending' | 'counting';

/**
 * The "send code" button of the SMS forms. A click calls `onRequest` (clicks
 * within `throttle` of the last one are ignored); while the request is
 * pending the button is busy, and after a success it counts down and is
 * unavailable until the count ends.
 *
 * Screen readers: while counting the button keeps its name (`children`) and
 * is `aria-disabled` rather than disabled, so a keyboard user keeps the
 * focus; the remaining time is its description (read on focus), and a polite
 * live region says the countdown label once when it starts and
 * `readyAnnouncement` when it ends: never every second.
 */
export const SmsCodeButton = forwardRef<HTMLButtonElement, SmsCodeButtonProps>(
  function SmsCodeButton(
    {
      children,
      onRequest,
      countdownLabel,
      readyAnnouncement,
      initialSeconds = 0,
      throttle = 1000,
      disabled,
      ...rest
    },
    ref,
  ) {
    const start = Math.max(0, Math.floor(initialSeconds));
    const [remaining, setRemaining] = useState(start);
    const [pending, setPending] = useState(false);
    const [announcement, setAnnouncement] = useState('');
    const left = useRef(start);
    const ready = useRef(readyAnnouncement);
    const resting = useRef(false);
    const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const mounted = useRef(true);
    const countId = useId();
    const phase: Phase = pending ? 'pending' : remaining > 0 ? 'counting' : 'idle';
    const counting = phase === 'counting';

    useEffect(() => {
      ready.current = readyAnnouncement;
    }, [readyAnnouncement]);

    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
        clearTimeout(restTimer.current);
      };
    }, []);

    // One interval for the whole countdown: a tick a second, the last one
    // makes the button available again and says so.
    useEffect(() => {
      if (!counting) return undefined;
      const timer = setInterval(() => {
        left.current = Math.max(0, left.current - 1);
        setRemaining(left.current);
        if (left.current === 0) {
          clearInterval(timer);
          setAnnouncement(ready.current ?? '');
        }
      }, 1000);
      return () => clearInterval(timer);
    }, [counting]);

    const request = async () => {
      setPending(true);
      setAnnouncement('');
      let result: SmsCodeResult;
      try {
        result = await onRequest();
      } catch {
        result = { ok: false };
      }
      if (!mounted.current) return;
      setPending(false);
      if (result.ok && result.seconds > 0) {
        const seconds = Math.floor(result.seconds);
        left.current = seconds;
        setRemaining(seconds);
        setAnnouncement(countdownLabel(seconds));
      }
    };

    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (phase !== 'idle' || resting.current) {
        event.preventDefault();
        return;
      }
      resting.current = true;
      restTimer.current = setTimeout(() => {
        resting.current = false;
      }, throttle);
      void request();
    };

    const describedBy =
      [rest['aria-describedby'], counting ? countId : null].filter(Boolean).join(' ') || undefined;
    return (
      <>
        <SmsButton
          ref={ref}
          type="button"
          variant="secondary"
          data-state={phase}
          loading={pending}
          disabled={disabled}
          onClick={handleClick}
          {...(counting ? { 'aria-disabled': true } : {})}
          {...rest}
          aria-describedby={describedBy}
        >
          {counting ? (
            <>
              <span id={countId} aria-hidden>
                {countdownLabel(remaining)}
              </span>
              <VisuallyHidden>{children}</VisuallyHidden>
            </>
          ) : (
            children
          )}
        </SmsButton>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </>
    );
  },
);
SmsCodeButton.displayName = 'SmsCodeButton';
