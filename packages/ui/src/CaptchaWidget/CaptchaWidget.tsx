import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
} from 'react';
import { Root } from './CaptchaWidget.styles';

/** A proof-of-work challenge as the server signs it (ALTCHA v2). */
export interface CaptchaChallenge {
  parameters: Record<string, unknown>;
  signature: string;
}

export interface CaptchaWidgetProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The challenge to solve; the widget waits (and shows nothing to tick) until there is one. */
  challenge?: CaptchaChallenge | undefined;
  /** Called with the solution to send (base64), or `undefined` when there is none any more. */
  onChange: (payload: string | undefined) => void;
  /**
   * The language of the widget's own words (its label, its progress): `es` or `en`.
   * @default 'en'
   */
  language?: 'es' | 'en';
}

/**
 * Loads the web component once. The `external` build leaves its workers to us: served from the
 * app's own origin, as the Content-Security-Policy wants (the default build starts them from
 * `data:` URLs). Its words in Spanish come with the library, registered beside it.
 */
let altcha: Promise<void> | undefined;
const loadAltcha = () =>
  (altcha ??= (async () => {
    await import('altcha/external');
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/altcha.css'),
      import('altcha/i18n/es-es'),
    ]);
    const registry = (
      globalThis as unknown as {
        $altcha: { algorithms: Map<string, () => Worker> };
      }
    ).$altcha;
    for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
      registry.algorithms.set(algorithm, () => new Pbkdf2Worker());
  })());

type Widget = HTMLElement & {
  configure?: (config: Record<string, unknown>) => Promise<void>;
};

/**
 * The captcha as a proof of work (ALTCHA): the person ticks a box (keyboard-operable, labelled)
 * and the browser spends a second of work; no picture to read. The web component is loaded when
 * this mounts, so it never weighs on a page that does not show it.
 */
export const CaptchaWidget = forwardRef<HTMLDivElement, CaptchaWidgetProps>(
  ({ challenge, onChange, language = 'en', ...rest }, forwarded) => {
    const root = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwarded, () => root.current as HTMLDivElement);
    const [ready, setReady] = useState(false);
    const change = useRef(onChange);
    change.current = onChange;

    useEffect(() => {
      let live = true;
      void loadAltcha().then(() => {
        if (live) setReady(true);
      });
      return () => {
        live = false;
      };
    }, []);

    useEffect(() => {
      const widget = root.current?.querySelector<Widget>('altcha-widget');
      if (!ready || !widget || !challenge) return undefined;
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
        change.current(detail?.state === 'verified' ? detail.payload : undefined);
      };
      widget.addEventListener('statechange', onState);
      change.current(undefined);
      void widget.configure?.({
        challenge,
        language: language === 'es' ? 'es-es' : 'en',
        hideLogo: true,
        hideFooter: true,
      });
      return () => widget.removeEventListener('statechange', onState);
    }, [ready, challenge, language]);

    return (
      <Root ref={root} data-ready={ready && challenge ? '' : undefined} {...rest}>
        <altcha-widget name="captcha" />
      </Root>
    );
  },
);
CaptchaWidget.displayName = 'CaptchaWidget';
