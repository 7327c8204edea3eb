import {
  forwardRef,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CountBadge } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import {
  SideMenuApp,
  SideMenuAppPanel,
  SideMenuEntryButton,
  SideMenuEntryIcon,
  SideMenuEntryLabel,
  SideMenuGroupList,
  SideMenuGroupTitle,
  SideMenuHead,
  SideMenuQr,
  SideMenuRoot,
  SideMenuSlot,
} from './SideMenu.styles';

/** One entry of the side menu (spec 2.5). */
export interface SideMenuEntry {
  /** Stable id, handed back by `onSelect`, e.g. 'deposit', 'messages'. */
  key: string;
  /** The entry's text; also its name and tooltip when the menu is collapsed. */
  label: string;
  /** Its icon, always shown. */
  icon: IconName;
  /** A red count (e.g. unread messages), hidden at 0. @default undefined */
  count?: number;
  /** Leave the entry out (a flag is off, e.g. VIP for a non-VIP player). @default false */
  hidden?: boolean;
}

/** A group of entries, e.g. the member centre or the game centre. */
export interface SideMenuGroup {
  /** Stable id, e.g. 'member'. */
  key: string;
  /** The group's heading; hidden (but read) when collapsed. @default undefined (no heading) */
  title?: string;
  /** The entries, in order. */
  entries: readonly SideMenuEntry[];
}

/** One store's QR code in the app-download flyout. */
export interface SideMenuQrCode {
  /** The caption under the code, e.g. "iOS". */
  label: string;
  /** The code itself: an image, or a QR code component of the app. */
  qrCode: ReactNode;
}

/** The app-download entry: a flyout with the iOS and Android QR codes, and more below them. */
export interface SideMenuAppDownload {
  /** The entry's text, e.g. "Descargar app". */
  label: string;
  /** The App Store code. @default undefined (none) */
  ios?: SideMenuQrCode | undefined;
  /** The Android code. @default undefined (none) */
  android?: SideMenuQrCode | undefined;
  /**
   * Under the codes, on a line of its own: e.g. a link to the app's download page with the
   * install guides (the caller's router link). @default undefined (nothing)
   */
  more?: ReactNode;
}

export interface SideMenuProps extends Omit<
  ComponentPropsWithoutRef<'nav'>,
  'children' | 'onSelect'
> {
  /** The navigation's accessible name, e.g. "Menú lateral". */
  label: string;
  /** The groups of entries, in order. */
  groups: readonly SideMenuGroup[];
  /** Called with the key of the chosen entry. */
  onSelect: (key: string) => void;
  /** The name of the collapse toggle (pressed state is `aria-expanded`), e.g. "Menú". */
  toggleLabel: string;
  /** The entry of the current page, marked `aria-current="page"`. @default undefined */
  current?: string;
  /** Spoken text of the entries' counts, e.g. `(n) => \`${n} sin leer\``. @default `UiTexts.count` */
  countLabel?: (count: number) => string;
  /** Expanded, when the caller controls it (closed on game pages, spec 2.5). @default undefined */
  open?: boolean;
  /** Expanded at first render when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called when the toggle asks to expand or collapse. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** The app-download entry with its QR codes. @default undefined (none) */
  appDownload?: SideMenuAppDownload | undefined;
  /**
   * The language choice, e.g. a `LanguageSelect`; a function receives whether
   * the menu is collapsed (to pass `compact`). @default undefined
   */
  language?: ReactNode | ((state: { collapsed: boolean }) => ReactNode) | undefined;
}

/**
 * The portal's side menu (spec 2.5): collapsible (open by default), groups
 * of entries with icons and red counts, an app-download entry whose QR codes
 * show on hover and on focus, and a slot for the language choice. Collapsed,
 * it shows the icons only; every entry keeps its name and a tooltip.
 */
export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu(
  {
    label,
    groups,
    onSelect,
    toggleLabel,
    current,
    countLabel,
    open,
    defaultOpen = true,
    onOpenChange,
    appDownload,
    language,
    ...rest
  },
  ref,
) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const expanded = open ?? ownOpen;
  const collapsed = !expanded;
  const [qrOpen, setQrOpen] = useState(false);

  const toggle = () => {
    if (open === undefined) setOwnOpen(!expanded);
    onOpenChange?.(!expanded);
  };

  const leaveApp = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setQrOpen(false);
  };
  const escapeApp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && qrOpen) {
      event.stopPropagation();
      setQrOpen(false);
    }
  };

  const entryButton = (entry: SideMenuEntry) => (
    <SideMenuEntryButton
      type="button"
      data-key={entry.key}
      {...(entry.key === current ? { 'aria-current': 'page' as const } : {})}
      {...(collapsed ? { title: entry.label } : {})}
      onClick={() => onSelect(entry.key)}
    >
      <SideMenuEntryIcon aria-hidden>
        <Icon name={entry.icon} />
      </SideMenuEntryIcon>
      <SideMenuEntryLabel>{entry.label}</SideMenuEntryLabel>
      {entry.count ? (
        <CountBadge count={entry.count} label={countLabel} size={collapsed ? 'sm' : 'md'} />
      ) : null}
    </SideMenuEntryButton>
  );

  return (
    <SideMenuRoot ref={ref} aria-label={label} data-state={expanded ? 'open' : 'closed'} {...rest}>
      <SideMenuHead>
        <IconButton
          label={toggleLabel}
          icon={<Icon name="sidebar" />}
          aria-expanded={expanded}
          aria-controls={`${id}-groups`}
          onClick={toggle}
        />
      </SideMenuHead>
      <div id={`${id}-groups`}>
        {groups.map((group) => {
          const entries = group.entries.filter((entry) => !entry.hidden);
          if (entries.length === 0) return null;
          const titleId = `${id}-${group.key}`;
          return (
            <section key={group.key} data-group={group.key}>
              {group.title ? (
                <SideMenuGroupTitle id={titleId}>{group.title}</SideMenuGroupTitle>
              ) : null}
              <SideMenuGroupList
                role="list"
                {...(group.title ? { 'aria-labelledby': titleId } : {})}
              >
                {entries.map((entry) => (
                  <li key={entry.key}>{entryButton(entry)}</li>
                ))}
              </SideMenuGroupList>
            </section>
          );
        })}
        {appDownload ? (
          <SideMenuApp
            onPointerEnter={(event) => event.pointerType === 'mouse' && setQrOpen(true)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && setQrOpen(false)}
            onFocus={() => setQrOpen(true)}
            onBlur={leaveApp}
            onKeyDown={escapeApp}
          >
            <SideMenuEntryButton
              type="button"
              aria-expanded={qrOpen}
              aria-controls={`${id}-app`}
              {...(collapsed ? { title: appDownload.label } : {})}
              onClick={() => setQrOpen((value) => !value)}
            >
              <SideMenuEntryIcon aria-hidden>
                <Icon name="smartphone" />
              </SideMenuEntryIcon>
              <SideMenuEntryLabel>{appDownload.label}</SideMenuEntryLabel>
            </SideMenuEntryButton>
            <SideMenuAppPanel
              id={`${id}-app`}
              hidden={!qrOpen}
              data-state={qrOpen ? 'open' : 'closed'}
              {...(appDownload.more ? { 'data-more': '' } : {})}
            >
              {[appDownload.ios, appDownload.android].map(
                (store) =>
                  store && (
                    <SideMenuQr key={store.label}>
                      {store.qrCode}
                      <figcaption>{store.label}</figcaption>
                    </SideMenuQr>
                  ),
              )}
              {appDownload.more}
            </SideMenuAppPanel>
          </SideMenuApp>
        ) : null}
        {language ? (
          <SideMenuSlot data-part="language">
            {typeof language === 'function' ? language({ collapsed }) : language}
          </SideMenuSlot>
        ) : null}
      </div>
    </SideMenuRoot>
  );
});
SideMenu.displayName = 'SideMenu';
