import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  HeaderBarActions,
  HeaderBarLogo,
  HeaderBarMenu,
  HeaderBarNav,
  HeaderBarRoot,
  HeaderBarTop,
} from './HeaderBar.styles';

export interface HeaderBarProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The operator's logo, usually a link home with an accessible name. */
  logo: ReactNode;
  /** The game-category navigation (a `CategoryNav`), on its own row; hidden when narrow. @default undefined */
  nav?: ReactNode;
  /**
   * The controls at the end: login and register when logged out; balance,
   * deposit, withdraw, notices, service and the user menu when logged in.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * A button that opens the side menu, shown only when the header is narrow
   * (below the `md` breakpoint), where the navigation row is hidden.
   * @default undefined
   */
  menuButton?: ReactNode;
  /** Stays at the top of the page while it scrolls (at `zIndex.header`). @default true */
  sticky?: boolean;
}

/**
 * The layout of the portal's header (spec 2.4): a top row with the menu
 * button (narrow only), the logo and the actions, and a navigation row.
 * What goes in each slot is the app's: this only arranges them. Narrow or
 * wide follows the header's own width (a container query), so it also works
 * inside a narrower frame.
 */
export const HeaderBar = forwardRef<HTMLElement, HeaderBarProps>(function HeaderBar(
  { logo, nav, actions, menuButton, sticky = true, ...rest },
  ref,
) {
  return (
    <HeaderBarRoot ref={ref} data-sticky={sticky || undefined} {...rest}>
      <HeaderBarTop>
        {menuButton ? <HeaderBarMenu data-part="menu">{menuButton}</HeaderBarMenu> : null}
        <HeaderBarLogo data-part="logo">{logo}</HeaderBarLogo>
        {actions ? <HeaderBarActions data-part="actions">{actions}</HeaderBarActions> : null}
      </HeaderBarTop>
      {nav ? <HeaderBarNav data-part="nav">{nav}</HeaderBarNav> : null}
    </HeaderBarRoot>
  );
});
HeaderBar.displayName = 'HeaderBar';
