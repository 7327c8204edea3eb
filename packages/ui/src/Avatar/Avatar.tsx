import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import { AvatarImage, AvatarInitials, AvatarRoot } from './Avatar.styles';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The player's picture. @default undefined */
  src?: string | undefined;
  /**
   * Shown when `src` is missing or fails to load (spec 2.4), e.g. the
   * operator's default avatar. @default undefined
   */
  fallbackSrc?: string | undefined;
  /**
   * The player's name: its initials are shown when no picture loads.
   * @default undefined (a person icon instead)
   */
  name?: string | undefined;
  /**
   * What the picture shows, for screen readers (e.g. "Avatar de jugador88").
   * An empty string makes the avatar decorative, next to a visible name.
   */
  alt: string;
  /** @default 'md' */
  size?: AvatarSize;
}

/** Up to two letters: the first of the first and of the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [Array.from(first)[0], last ? Array.from(last)[0] : Array.from(first)[1]];
  return letters.filter(Boolean).join('').toLocaleUpperCase();
}

/**
 * The player's picture: falls back to `fallbackSrc` when it fails to load,
 * then to the initials of `name`, then to a person icon.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, fallbackSrc, name, alt, size = 'md', ...rest },
  ref,
) {
  // Sources that failed: a new `src` is tried again without any effect.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const current = [src, fallbackSrc].find(
    (candidate): candidate is string => !!candidate && !failed.includes(candidate),
  );
  const initials = name ? initialsOf(name) : '';
  const state = current ? (current === src ? 'image' : 'fallback') : initials ? 'initials' : 'icon';

  return (
    <AvatarRoot
      ref={ref}
      data-size={size}
      data-state={state}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      {...rest}
    >
      {current ? (
        <AvatarImage
          key={current}
          src={current}
          alt=""
          onError={() => setFailed((list) => [...list, current])}
        />
      ) : initials ? (
        <AvatarInitials>{initials}</AvatarInitials>
      ) : (
        <Icon name="user" />
      )}
    </AvatarRoot>
  );
});
Avatar.displayName = 'Avatar';
