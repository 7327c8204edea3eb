import * as Menu from '@radix-ui/react-dropdown-menu';
import { Fragment, forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CountBadge } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import {
  UserMenuAccount,
  UserMenuChevron,
  UserMenuContent,
  UserMenuItemRow,
  UserMenuItemLabel,
  UserMenuSeparator,
  UserMenuTrigger,
} from './UserMenu.styles';

/** The entries of the header's account menu (spec 2.4); other keys are allowed. */
export type UserMenuKey =
  | 'account'
  | 'bettingRecord'
  | 'platformInfo'
  | 'customerService'
  | 'agent'
  | 'signOut'
  | (string & {});

/** One entry of the menu, given as data. */
export interface UserMenuItem {
  /** Stable id, handed back by `onSelect`. */
  key: UserMenuKey;
  /** The entry's text in the player's language. */
  label: string;
  /** A decorative icon before the text. @default undefined */
  icon?: IconName;
  /** A red count after the text (e.g. unread messages), hidden at 0. @default undefined */
  count?: number;
  /** Shown only to agents. @default true for the key 'agent', else false */
  agentOnly?: boolean;
  /** A destructive entry, set apart at the end. @default true for the key 'signOut', else false */
  danger?: boolean;
}

export interface UserMenuProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'onSelect'
> {
  /** The player's account name, shown on the trigger. */
  account: string;
  /** The entries, in order. Agent-only ones are left out unless `isAgent`. */
  items: readonly UserMenuItem[];
  /** Called with the chosen entry; the menu closes. */
  onSelect: (item: UserMenuItem) => void;
  /** The player is an agent: agent-only entries are shown. @default false */
  isAgent?: boolean;
  /** A picture before the name, e.g. a decorative `<Avatar alt="" />`. @default undefined */
  avatar?: ReactNode;
  /** Unclaimed items (available promos plus unread messages) on the trigger. @default 0 */
  count?: number;
  /** Spoken text of the counts, e.g. `(n) => \`${n} pendientes\``. @default undefined (counts are not shown) */
  countLabel?: (count: number) => string;
  /** The menu open, when the caller controls it. @default undefined */
  open?: boolean;
  /** Open at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /**
   * Render the menu in place instead of in a portal; in place it is not
   * modal. @default false
   */
  disablePortal?: boolean;
}

const isAgentOnly = (item: UserMenuItem) => item.agentOnly ?? item.key === 'agent';
const isDanger = (item: UserMenuItem) => item.danger ?? item.key === 'signOut';

/**
 * The logged-in player's drop-down in the header (spec 2.4), on Radix Dropdown
 * Menu: my account, betting record, platform information, customer service,
 * agent (agents only), sign out. The trigger carries the unclaimed count.
 */
export const UserMenu = forwardRef<HTMLButtonElement, UserMenuProps>(function UserMenu(
  {
    account,
    items,
    onSelect,
    isAgent = false,
    avatar,
    count = 0,
    countLabel,
    open,
    defaultOpen,
    onOpenChange,
    disablePortal = false,
    ...rest
  },
  ref,
) {
  const visible = items.filter((item) => isAgent || !isAgentOnly(item));
  const content = (
    <UserMenuContent align="end" sideOffset={6} collisionPadding={8}>
      {visible.map((item, index) => {
        const danger = isDanger(item);
        const previous = visible[index - 1];
        return (
          <Fragment key={item.key}>
            {danger && previous && !isDanger(previous) ? <UserMenuSeparator /> : null}
            <UserMenuItemRow
              data-key={item.key}
              data-danger={danger || undefined}
              onSelect={() => onSelect(item)}
            >
              {item.icon ? <Icon name={item.icon} /> : null}
              <UserMenuItemLabel>{item.label}</UserMenuItemLabel>
              {countLabel && item.count ? (
                <CountBadge count={item.count} label={countLabel} size="sm" />
              ) : null}
            </UserMenuItemRow>
          </Fragment>
        );
      })}
    </UserMenuContent>
  );

  return (
    <Menu.Root
      modal={!disablePortal}
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Menu.Trigger asChild>
        <UserMenuTrigger ref={ref} type="button" {...rest}>
          {avatar}
          <UserMenuAccount>{account}</UserMenuAccount>
          {countLabel ? <CountBadge count={count} label={countLabel} /> : null}
          <UserMenuChevron aria-hidden>
            <Icon name="chevronDown" />
          </UserMenuChevron>
        </UserMenuTrigger>
      </Menu.Trigger>
      {disablePortal ? content : <Menu.Portal>{content}</Menu.Portal>}
    </Menu.Root>
  );
});
UserMenu.displayName = 'UserMenu';
