import { forwardRef, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { Icon } from '../Icon';
import { Cta, EntranceButton } from './SportsEntrance.styles';

export interface SportsEntranceProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'type'
> {
  /** The entrance artwork. */
  imageUrl: string;
  /** What the artwork shows, e.g. "Apuestas deportivas en vivo". */
  alt: string;
  /** The call to action on the artwork, e.g. "Jugar ahora". */
  ctaLabel: string;
  /** Starts the sports game. */
  onStart?: () => void;
  /** Width / height of the artwork, reserved before it loads. @default '16 / 5' */
  aspectRatio?: string;
}

/**
 * The SPORTS category shows a single entrance image instead of a game grid
 * (spec 2.6); choosing it starts the sports game.
 */
export const SportsEntrance = forwardRef<HTMLButtonElement, SportsEntranceProps>(
  function SportsEntrance(
    { imageUrl, alt, ctaLabel, onStart, onClick, aspectRatio = '16 / 5', style, ...rest },
    ref,
  ) {
    return (
      <EntranceButton
        ref={ref}
        type="button"
        aria-label={`${ctaLabel}: ${alt}`}
        style={{ '--entrance-ratio': aspectRatio, ...style } as CSSProperties}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onStart?.();
        }}
        {...rest}
      >
        <img src={imageUrl} alt="" width={1600} height={500} />
        <Cta aria-hidden>
          {ctaLabel}
          <Icon name="chevronEnd" />
        </Cta>
      </EntranceButton>
    );
  },
);
SportsEntrance.displayName = 'SportsEntrance';
