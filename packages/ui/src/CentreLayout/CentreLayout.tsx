import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { LayoutRoot, Main, MenuArea, MenuToggle, Side, Title } from './CentreLayout.styles';

export interface CentreLayoutProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Name of the menu's navigation, also the phone toggle's text, e.g. "Centro de miembros". */
  menuLabel: string;
  /** The menu, usually a MenuList. */
  menu: ReactNode;
  /** The open page's heading. @default undefined */
  title?: ReactNode;
  /** Actions beside the heading. @default undefined */
  actions?: ReactNode;
  /** On phones, show the menu open at first. @default false */
  defaultMenuOpen?: boolean;
  children?: ReactNode;
}

/**
 * The member and agent centres: a menu on the start side and the page beside
 * it. On phones the menu folds behind a toggle above the page.
 */
export const CentreLayout = forwardRef<HTMLDivElement, CentreLayoutProps>(function CentreLayout(
  { menuLabel, menu, title, actions, defaultMenuOpen = false, children, ...rest },
  ref,
) {
  const [open, setOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  return (
    <LayoutRoot ref={ref} {...rest}>
      <Side aria-label={menuLabel}>
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {menuLabel}
          <Icon name="chevronDown" />
        </MenuToggle>
        <MenuArea id={menuId} data-open={open}>
          {menu}
        </MenuArea>
      </Side>
      <Main>
        {title || actions ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
            }}
          >
            {title ? <Title>{title}</Title> : <span />}
            {actions}
          </div>
        ) : null}
        {children}
      </Main>
    </LayoutRoot>
  );
});
CentreLayout.displayName = 'CentreLayout';
