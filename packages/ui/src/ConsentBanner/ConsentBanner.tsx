import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  ConsentActions,
  ConsentMessage,
  ConsentRoot,
  ConsentText,
  ConsentTitle,
} from './ConsentBanner.styles';

export interface ConsentBannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** What is asked, e.g. "Cookies de medición"; also the region's name. */
  title: string;
  /** What saying yes means, and where to read more. */
  message: ReactNode;
  /** The yes button, e.g. "Aceptar". */
  acceptLabel: string;
  /** The no button, e.g. "Rechazar": as easy to press as yes. */
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * Asks the player's consent before something optional runs (the operator's analytics): a named
 * region, not a dialog, so that the page stays usable until the player answers. Yes and no are
 * buttons of equal weight. Where it sits on the page is the caller's choice.
 */
export const ConsentBanner = forwardRef<HTMLElement, ConsentBannerProps>(function ConsentBanner(
  { title, message, acceptLabel, declineLabel, onAccept, onDecline, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <ConsentRoot ref={ref} aria-labelledby={titleId} {...rest}>
      <ConsentText>
        <ConsentTitle id={titleId}>{title}</ConsentTitle>
        <ConsentMessage>{message}</ConsentMessage>
      </ConsentText>
      <ConsentActions>
        <Button variant="secondary" onClick={onDecline}>
          {declineLabel}
        </Button>
        <Button variant="secondary" onClick={onAccept}>
          {acceptLabel}
        </Button>
      </ConsentActions>
    </ConsentRoot>
  );
});
ConsentBanner.displayName = 'ConsentBanner';
