import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { Icon, type IconName } from '../Icon';
import { lobbyMenuIcons, type LobbyMenuKey } from './lobbyMenu';
import { useRovingFocus } from '../hooks/useRovingFocus';
import { MenuItem, MenuRoot } from './GameTypeMenu.styles';

export interface GameTypeItem {
  /** The entry's key: one of the lobby's lists (`HOME`, `FAV` ...) or an API game type. */
  key: LobbyMenuKey;
  /** The category's name in the player's language. */
  label: string;
  /** @default the category's own icon */
  icon?: IconName;
}

export interface GameTypeMenuProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'onSelect'
> {
  /** Accessible name of the menu, e.g. "Categorías de juegos". */
  label: string;
  /** The categories to show, in order (the app leaves out those without vendors). */
  items: readonly GameTypeItem[];
  /** The selected category's key. */
  selected: LobbyMenuKey;
  /** Called with the chosen category. */
  onSelect: (key: LobbyMenuKey) => void;
  /** Id of the element the menu controls (the game area). @default undefined */
  controls?: string;
}

/**
 * Whether the row has more to scroll to before (`start`) and after (`end`) what is shown, in the
 * text's direction: the row's edges fade there, so that a cut chip reads as "more this way".
 */
function useScrollEdges(element: HTMLDivElement | null, count: number) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    if (!element) return undefined;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      // Right to left, scrollLeft runs from 0 to -max: its size is the distance from the start.
      const from = Math.abs(element.scrollLeft);
      const start = from > 1;
      const end = from < max - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [element, count]);
  return edges;
}

/**
 * The game-type menu of the lobby: a tab list of categories with icons. Arrow
 * keys move and select (in the text's direction), Home and End jump, and only
 * the selected category is in the Tab order. Scrolls sideways on phones, its edges faded where
 * there is more.
 */
export const GameTypeMenu = forwardRef<HTMLDivElement, GameTypeMenuProps>(function GameTypeMenu(
  { label, items, selected, onSelect, controls, onKeyDown, ...rest },
  ref,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const more = useScrollEdges(root, items.length);
  const selectedIndex = items.findIndex((item) => item.key === selected);
  const handleKeys = useRovingFocus({
    items,
    selectedIndex,
    onSelect: useCallback((item: GameTypeItem) => onSelect(item.key), [onSelect]),
    getElement: useCallback((i: number) => buttons.current[i], []),
  });

  return (
    <MenuRoot
      ref={(el) => {
        setRoot(el);
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleKeys(event);
      }}
      {...rest}
    >
      {items.map((item, i) => {
        const isSelected = item.key === selected;
        const icon = item.icon ?? lobbyMenuIcons[item.key as keyof typeof lobbyMenuIcons] ?? 'slot';
        return (
          <MenuItem
            key={item.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            {...(controls ? { 'aria-controls': controls } : {})}
            tabIndex={isSelected || (selectedIndex < 0 && i === 0) ? 0 : -1}
            data-key={item.key}
            onClick={() => onSelect(item.key)}
          >
            <Icon name={icon} />
            {item.label}
          </MenuItem>
        );
      })}
    </MenuRoot>
  );
});
GameTypeMenu.displayName = 'GameTypeMenu';
