import {
  forwardRef,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { Spinner } from '../Spinner';
import {
  LoadingOverlayContent,
  LoadingOverlayIndicator,
  LoadingOverlayLabel,
  LoadingOverlayRoot,
  LoadingOverlayScrim,
} from './LoadingOverlay.styles';

/** Spec 9 shows pop-ups after 100 ms; a loader waits a little longer so quick loads never flash. */
export const LOADING_OVERLAY_DELAY = 300;

export interface LoadingOverlayProps extends ComponentPropsWithoutRef<'div'> {
  /** Whether something is loading. */
  loading: boolean;
  /** What is loading, shown under the spinner and read by screen readers, e.g. "Cargando". */
  label: string;
  /**
   * Milliseconds to wait before the scrim appears, so that a quick load never
   * flashes it. `aria-busy` is set at once.
   * @default 300
   */
  delay?: number;
  /**
   * Cover the whole viewport (the app's global loading indicator) instead of
   * only the children's box.
   * @default false
   */
  fullPage?: boolean;
  /** What the overlay covers; it is marked `aria-busy` while loading. @default undefined */
  children?: ReactNode;
}

/**
 * A scrim with a spinner over content that is loading: the app's global
 * loading indicator (spec 2.1: hidden after each navigation) with
 * `fullPage`, or a panel's. It appears only after `delay`.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(
  function LoadingOverlay(
    { loading, label, delay = LOADING_OVERLAY_DELAY, fullPage = false, children, ...rest },
    ref,
  ) {
    const [shown, setShown] = useState(loading && delay <= 0);
    // Shown from the first render (a start-up screen): there is nothing under it to soften the
    // change from, so it does not fade in; it is the page's first paint, at once.
    const [instant] = useState(shown);

    useEffect(() => {
      if (!loading) {
        setShown(false);
        return;
      }
      if (delay <= 0) {
        setShown(true);
        return;
      }
      const timer = setTimeout(() => setShown(true), delay);
      return () => clearTimeout(timer);
    }, [loading, delay]);

    const visible = loading && shown;
    return (
      <LoadingOverlayRoot
        ref={ref}
        data-full-page={fullPage || undefined}
        data-state={visible ? 'visible' : loading ? 'pending' : 'idle'}
        {...rest}
      >
        <LoadingOverlayContent aria-busy={loading || undefined}>{children}</LoadingOverlayContent>
        {visible ? (
          <LoadingOverlayScrim data-part="scrim" data-instant={instant || undefined}>
            <LoadingOverlayIndicator role="status">
              <Spinner size="lg" />
              <LoadingOverlayLabel>{label}</LoadingOverlayLabel>
            </LoadingOverlayIndicator>
          </LoadingOverlayScrim>
        ) : null}
      </LoadingOverlayRoot>
    );
  },
);
LoadingOverlay.displayName = 'LoadingOverlay';
