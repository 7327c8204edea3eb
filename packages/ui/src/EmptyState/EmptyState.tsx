import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  EmptyStateAction,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is empty, e.g. "No hay avisos". */
  title: string;
  /** A line more, e.g. what to do about it. @default undefined */
  description?: ReactNode;
  /** A picture above the title; decorative. @default undefined */
  icon?: ReactNode;
  /** A way out, e.g. a button "Ver todos los juegos". @default undefined */
  action?: ReactNode;
  /** The title's element, to fit the page's outline. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  /** `sm` inside a panel or a list, `md` for a page. @default 'md' */
  size?: 'sm' | 'md';
}

/** What a list or a page shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, titleAs = 'h2', size = 'md', ...rest },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} data-size={size} {...rest}>
      {icon ? <EmptyStateIcon aria-hidden>{icon}</EmptyStateIcon> : null}
      <EmptyStateTitle as={titleAs}>{title}</EmptyStateTitle>
      {description ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      {action ? <EmptyStateAction>{action}</EmptyStateAction> : null}
    </EmptyStateRoot>
  );
});
EmptyState.displayName = 'EmptyState';
