import { forwardRef, Fragment, type ComponentPropsWithoutRef } from 'react';
import { CountBadge } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import { GroupTitle, ItemButton, List } from './MenuList.styles';

export interface MenuListItem {
  /** The page the item opens, e.g. "securityCenter". */
  key: string;
  label: string;
  /** @default undefined */
  icon?: IconName;
  /** A red count beside the label; hidden at 0 (spec 2.7). @default undefined */
  count?: number;
  /** Spoken text of the count, e.g. (n) => "3 mensajes sin leer". @default (n) => String(n) */
  countLabel?: (count: number) => string;
  /** The group it belongs to; a heading starts each group. @default undefined */
  group?: string;
}

export interface MenuListProps extends Omit<
  ComponentPropsWithoutRef<'ul'>,
  'children' | 'onSelect'
> {
  items: readonly MenuListItem[];
  /** The current page's key. @default undefined */
  selected?: string;
  onSelect: (key: string) => void;
}

/**
 * The left menu of the member and agent centres: items with icons and red
 * counts, optional group headings, the current page marked aria-current.
 * Each item carries `data-focus-key` (`menu:<key>`), so that an app which
 * renders its page anew on a selection can give focus back to the same item.
 */
export const MenuList = forwardRef<HTMLUListElement, MenuListProps>(function MenuList(
  { items, selected, onSelect, ...rest },
  ref,
) {
  return (
    <List ref={ref} {...rest}>
      {items.map((item, i) => {
        const startsGroup = item.group !== undefined && item.group !== items[i - 1]?.group;
        return (
          <Fragment key={item.key}>
            {startsGroup ? <GroupTitle aria-hidden>{item.group}</GroupTitle> : null}
            <li>
              <ItemButton
                type="button"
                aria-current={item.key === selected ? 'page' : undefined}
                data-focus-key={`menu:${item.key}`}
                onClick={() => onSelect(item.key)}
              >
                {item.icon ? <Icon name={item.icon} /> : null}
                <span data-part="label">{item.label}</span>
                {item.count ? (
                  <CountBadge count={item.count} label={item.countLabel ?? ((n) => String(n))} />
                ) : null}
              </ItemButton>
            </li>
          </Fragment>
        );
      })}
    </List>
  );
});
MenuList.displayName = 'MenuList';
