import { useUiText } from '../UiText';
import { VisuallyHidden } from '../VisuallyHidden';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CountBadgeRoot } from './CountBadge.styles';

export interface CountBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** How many items wait for the player (unread messages, unclaimed promos). */
  count: number;
  /**
   * The name read by screen readers, in the player's language, from the real
   * count (not the capped one), e.g. `(n) => \`${n} mensajes sin leer\``.
   * @default `UiTexts.count`
   */
  label?: ((count: number) => string) | undefined;
  /** Above this the badge shows `max+`. @default 99 */
  max?: number;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * The red count of the member centre and the header (spec 2.7): hidden at 0,
 * capped at "99+", with a spoken label that carries the real number.
 */
export const CountBadge = forwardRef<HTMLSpanElement, CountBadgeProps>(function CountBadge(
  { count, label, max = 99, size = 'md', ...rest },
  ref,
) {
  const texts = useUiText();
  const value = Math.floor(count);
  if (!(value > 0)) return null;
  const shown = value > max ? `${max}+` : String(value);
  return (
    <CountBadgeRoot ref={ref} data-size={size} data-count={value} {...rest}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{(label ?? texts.count)(value)}</VisuallyHidden>
    </CountBadgeRoot>
  );
});
CountBadge.displayName = 'CountBadge';
