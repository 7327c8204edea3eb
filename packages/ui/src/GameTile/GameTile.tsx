import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import {
  Artwork,
  Badge,
  Caption,
  Fallback,
  FavouriteButton,
  LaunchButton,
  Name,
  SkeletonBlock,
  TileRoot,
} from './GameTile.styles';

/** Spec 9: repeated favourite toggles within this window are ignored. */
export const FAVOURITE_THROTTLE_MS = 1000;

export interface GameTileProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The game's display name; also the launch button's accessible name. */
  name: string;
  /** Artwork address; a square image is best. @default undefined (initials are shown) */
  imageUrl?: string;
  /** A second line under the name, e.g. the vendor. @default undefined */
  caption?: string;
  /** A short tag over the artwork, e.g. "HOT" or "NUEVO". @default undefined */
  badge?: ReactNode;
  /** Called when the player opens the game. */
  onLaunch?: () => void;
  /** Whether the game is a favourite (controlled; the caller updates at once). @default false */
  favourite?: boolean;
  /**
   * Called with the new favourite state. Toggles within 1000 ms of the last
   * one are ignored. The toggle shows only with `favouriteLabel` too.
   * @default undefined
   */
  onFavouriteChange?: (favourite: boolean) => void;
  /** Accessible name of the favourite toggle, e.g. "Favorito"; its state is aria-pressed. @default undefined */
  favouriteLabel?: string;
  /** Show a placeholder while the game's data loads. @default false */
  loading?: boolean;
  /**
   * Load the artwork eagerly (for the tiles in the first screen).
   * @default false (lazy)
   */
  eager?: boolean;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A game in a lobby grid: artwork, name, launch on click, favourite toggle. */
export const GameTile = forwardRef<HTMLDivElement, GameTileProps>(function GameTile(
  {
    name,
    imageUrl,
    caption,
    badge,
    onLaunch,
    favourite = false,
    onFavouriteChange,
    favouriteLabel,
    loading = false,
    eager = false,
    ...rest
  },
  ref,
) {
  const [failedUrl, setFailedUrl] = useState<string | undefined>();
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const badgeId = useId();

  if (loading) {
    return (
      <TileRoot ref={ref} aria-busy="true" data-loading="" {...rest}>
        <SkeletonBlock data-part="art" aria-hidden />
        <SkeletonBlock data-part="line" aria-hidden />
      </TileRoot>
    );
  }

  const showImage = imageUrl !== undefined && failedUrl !== imageUrl;
  const toggleFavourite = () => {
    const now = Date.now();
    if (now - lastToggle.current < FAVOURITE_THROTTLE_MS) return;
    lastToggle.current = now;
    onFavouriteChange?.(!favourite);
  };

  return (
    <TileRoot ref={ref} {...rest}>
      <LaunchButton
        type="button"
        onClick={onLaunch}
        aria-label={caption ? `${name}, ${caption}` : name}
        // The name replaces the button's content for screen readers: the tag is read after it.
        {...(badge ? { 'aria-describedby': badgeId } : {})}
      >
        <Artwork>
          {showImage ? (
            <img
              src={imageUrl}
              alt=""
              width={256}
              height={256}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={() => setFailedUrl(imageUrl)}
            />
          ) : (
            <Fallback aria-hidden data-part="fallback">
              {initials(name)}
            </Fallback>
          )}
          {badge ? <Badge id={badgeId}>{badge}</Badge> : null}
        </Artwork>
        {/* A name keeps its own direction: a Spanish name in a right-to-left page is cut at its
            end, not its start. */}
        <Name dir="auto">{name}</Name>
        {caption ? <Caption dir="auto">{caption}</Caption> : null}
      </LaunchButton>
      {/* A toggle without a name would be a silent button: both are needed. */}
      {onFavouriteChange && favouriteLabel ? (
        <FavouriteButton
          type="button"
          aria-pressed={favourite}
          aria-label={favouriteLabel}
          title={favouriteLabel}
          onClick={toggleFavourite}
        >
          <Icon name="star" fill={favourite ? 'currentColor' : 'none'} />
        </FavouriteButton>
      ) : null}
    </TileRoot>
  );
});
GameTile.displayName = 'GameTile';
