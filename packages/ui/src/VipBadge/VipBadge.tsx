import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { VipBadgeLabel, VipBadgeLevel, VipBadgeRoot } from './VipBadge.styles';

export interface VipBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The player's VIP rank level, e.g. 3. */
  level: number | string;
  /** The VIP label in the player's language, e.g. "VIP". */
  label: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * The VIP label and rank level of a VIP player (spec 2.4), read as one phrase
 * ("VIP 3"). Render it only for VIP players.
 */
export const VipBadge = forwardRef<HTMLSpanElement, VipBadgeProps>(function VipBadge(
  { level, label, size = 'md', ...rest },
  ref,
) {
  return (
    <VipBadgeRoot ref={ref} data-size={size} data-level={level} {...rest}>
      <VipBadgeLabel>{label}</VipBadgeLabel> <VipBadgeLevel>{level}</VipBadgeLevel>
    </VipBadgeRoot>
  );
});
VipBadge.displayName = 'VipBadge';
