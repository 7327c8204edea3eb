import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { CardRoot, Delta, Label, Value } from './StatCard.styles';

export interface StatCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What is measured, e.g. "Miembros activos". */
  label: string;
  /** The figure, already formatted by the caller (amounts, counts). */
  value: ReactNode;
  /** A change beside the figure, e.g. "+12 % esta semana". @default undefined */
  delta?: string;
  /** Direction of the change, which colours it. @default 'flat' */
  trend?: 'up' | 'down' | 'flat';
  /** @default undefined */
  icon?: IconName;
}

/**
 * One figure of a report (the agent's team overview, the member's profit and loss). Inside a
 * size container (`container-type: inline-size`) narrower than 26rem it is one line: label, then
 * figure.
 */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, delta, trend = 'flat', icon, ...rest },
  ref,
) {
  return (
    <CardRoot ref={ref} {...rest}>
      <Label>
        {icon ? <Icon name={icon} /> : null}
        {label}
      </Label>
      <Value data-part="value">{value}</Value>
      {delta ? (
        <Delta data-part="delta" data-trend={trend}>
          {delta}
        </Delta>
      ) : null}
    </CardRoot>
  );
});
StatCard.displayName = 'StatCard';
