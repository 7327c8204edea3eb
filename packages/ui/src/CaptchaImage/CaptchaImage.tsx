import { VisuallyHidden } from '../VisuallyHidden';
import {
  forwardRef,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
} from 'react';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import {
  CaptchaBusy,
  CaptchaFrame,
  CaptchaPicture,
  CaptchaRefreshMark,
  CaptchaRoot,
} from './CaptchaImage.styles';

export interface CaptchaImageProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'type' | 'onClick'
> {
  /**
   * The captcha picture: a data URL, or the raw base64 the captcha call
   * returns (read as PNG; browsers sniff JPEG and GIF too). `http(s):` and
   * `blob:` URLs are used as they are.
   * @default undefined (an empty frame, e.g. before the first answer)
   */
  src?: string;
  /** The picture's text alternative, e.g. "Código de verificación". */
  alt: string;
  /** What a click does, read after `alt` in the button's name, e.g. "Cambiar imagen". */
  refreshLabel: string;
  /** Asks the caller for a new picture. Not called while loading or within `refreshGap`. */
  onRefresh: () => void;
  /**
   * A new picture is on its way: the old one is dimmed under a spinner,
   * `aria-busy` is set and clicks are ignored.
   * @default false
   */
  loading?: boolean;
  /**
   * Milliseconds after a refresh during which further clicks are ignored
   * (spec 9: captcha refresh gap, 1 second).
   * @default 1000
   */
  refreshGap?: number;
}

const URL_LIKE = /^(data:|https?:|blob:)/i;

/** A data URL for `src`: raw base64 gets a PNG header (base64 may start with `/`). */
export function captchaSource(src: string): string {
  const trimmed = src.trim();
  return URL_LIKE.test(trimmed) ? trimmed : `data:image/png;base64,${trimmed}`;
}

/**
 * The captcha picture of the login and register forms (spec 7.3). The
 * picture is a button: a click asks for a new one, at most once per
 * `refreshGap` (clicks in between are ignored, spec 9). Its name is the
 * picture's `alt` followed by `refreshLabel`.
 */
export const CaptchaImage = forwardRef<HTMLButtonElement, CaptchaImageProps>(function CaptchaImage(
  { src, alt, refreshLabel, onRefresh, loading = false, refreshGap = 1000, title, ...rest },
  ref,
) {
  const resting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || resting.current) {
      event.preventDefault();
      return;
    }
    resting.current = true;
    timer.current = setTimeout(() => {
      resting.current = false;
    }, refreshGap);
    onRefresh();
  };

  return (
    <CaptchaRoot
      ref={ref}
      type="button"
      title={title ?? refreshLabel}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : src ? 'ready' : 'empty'}
      onClick={handleClick}
      {...rest}
    >
      <CaptchaFrame>
        {src ? <CaptchaPicture src={captchaSource(src)} alt={alt} draggable={false} /> : null}
        {loading ? (
          <CaptchaBusy>
            <Spinner />
          </CaptchaBusy>
        ) : null}
      </CaptchaFrame>
      <CaptchaRefreshMark aria-hidden>
        <Icon name="refresh" />
      </CaptchaRefreshMark>
      {/* Without a picture, the alt still names the button. */}
      <VisuallyHidden>{src ? refreshLabel : `${alt} ${refreshLabel}`}</VisuallyHidden>
    </CaptchaRoot>
  );
});
CaptchaImage.displayName = 'CaptchaImage';
