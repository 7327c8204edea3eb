import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../Modal';
import { useUiText } from '../UiText';
import {
  AnnouncementActions,
  AnnouncementBody,
  AnnouncementFooter,
  AnnouncementPager,
  AnnouncementPosition,
  AnnouncementRemember,
  DirectionalIcon,
  PagerButton,
} from './AnnouncementPopup.styles';
import { sanitizeAnnouncementHtml } from './sanitize';

/** One announcement pop-up (spec 3): its title and the operator's HTML. */
export interface Announcement {
  /** Stable id; what the caller remembers per session. */
  id: string;
  title: string;
  /** HTML from the operator's server. It is sanitised before it is shown. */
  content: string;
}

/** What the caller learns when the player closes the pop-up. */
export interface AnnouncementDismissal {
  /**
   * The "do not show again this session" box. Without `rememberLabel` there
   * is no box and this is `true`: spec 4.9 remembers a closed pop-up.
   */
  remember: boolean;
}

export interface AnnouncementPopupProps extends Omit<
  ModalProps,
  'title' | 'hideTitle' | 'description' | 'children' | 'footer' | 'size' | 'closeLabel'
> {
  /** The announcements to page through, in order. Nothing renders when it is empty. */
  announcements: readonly Announcement[];
  /** Accessible name of the close (x) button, e.g. "Cerrar". @default `UiTexts.close` */
  closeLabel?: string;
  /** Label of the previous-page button, e.g. "Anterior". @default `UiTexts.previous` */
  previousLabel?: string;
  /** Label of the next-page button, e.g. "Siguiente". @default `UiTexts.next` */
  nextLabel?: string;
  /** Accessible name of the group of paging controls, e.g. "Anuncios". @default undefined */
  pagerLabel?: string;
  /**
   * The position text between the paging buttons.
   * @default (current, total) => `${current} / ${total}`
   */
  formatPosition?: (current: number, total: number) => string;
  /** The shown announcement (0-based), when the caller controls it. @default undefined */
  index?: number;
  /** The announcement shown first when uncontrolled (0-based). @default 0 */
  defaultIndex?: number;
  /** Called with the index of the announcement the player pages to. @default undefined */
  onIndexChange?: (index: number) => void;
  /**
   * Label of a "do not show again this session" box; without it there is no box.
   * @default undefined
   */
  rememberLabel?: string;
  /**
   * What the player can do next, at the footer's start: for a visitor's welcome, "Registrarse"
   * and "Probar gratis". Each action closes the pop-up itself when it moves on.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Called when the player closes the pop-up, once for every announcement
   * shown since it opened, so the caller can keep them in its session store
   * (spec 4.9). Storing is the caller's job.
   * @default undefined
   */
  onDismiss?: (announcement: Announcement, dismissal: AnnouncementDismissal) => void;
}

const defaultPosition = (current: number, total: number) => `${current} / ${total}`;

const clamp = (value: number, total: number) => Math.min(Math.max(0, value), total - 1);

/**
 * The announcement pop-up of the home page (spec 2.2, 4.9), on `Modal`: the
 * operator's HTML, sanitised with DOMPurify, paged with previous / next and a
 * "2 / 3" position, and a close the caller can remember for the session.
 */
export const AnnouncementPopup = forwardRef<HTMLDivElement, AnnouncementPopupProps>(
  function AnnouncementPopup(
    {
      announcements,
      closeLabel,
      previousLabel,
      nextLabel,
      pagerLabel,
      formatPosition = defaultPosition,
      index,
      defaultIndex = 0,
      onIndexChange,
      rememberLabel,
      actions,
      onDismiss,
      onOpenChange,
      ...rest
    },
    ref,
  ) {
    const texts = useUiText();
    const total = announcements.length;
    const [innerIndex, setInnerIndex] = useState(defaultIndex);
    const current = total === 0 ? 0 : clamp(index ?? innerIndex, total);
    const announcement = announcements[current];
    const [remember, setRemember] = useState(false);
    const seen = useRef(new Set<string>());
    const bodyRef = useRef<HTMLDivElement>(null);
    const rememberId = useId();

    const html = useMemo(
      () => (announcement ? sanitizeAnnouncementHtml(announcement.content) : ''),
      [announcement],
    );

    useEffect(() => {
      if (announcement) seen.current.add(announcement.id);
      bodyRef.current?.scrollTo?.({ top: 0 });
    }, [announcement]);

    if (!announcement) return null;

    const goTo = (next: number) => {
      if (next < 0 || next >= total || next === current) return;
      if (index === undefined) setInnerIndex(next);
      onIndexChange?.(next);
    };

    const handleOpenChange = (open: boolean) => {
      if (!open) {
        // The one on screen counts as seen even when nothing changed since a reopen.
        seen.current.add(announcement.id);
        const dismissal: AnnouncementDismissal = { remember: rememberLabel ? remember : true };
        for (const item of announcements) {
          if (seen.current.has(item.id)) onDismiss?.(item, dismissal);
        }
        seen.current = new Set();
        setRemember(false);
      }
      onOpenChange?.(open);
    };

    const atStart = current === 0;
    const atEnd = current === total - 1;
    const showFooter = total > 1 || rememberLabel || actions;

    return (
      <Modal
        ref={ref}
        // As tall as its content (a one-line notice is not a tall empty box), the body scrolling
        // past the viewport's height.
        width={640}
        title={announcement.title}
        closeLabel={closeLabel ?? texts.close}
        onOpenChange={handleOpenChange}
        footer={
          showFooter ? (
            <AnnouncementFooter>
              {actions ? <AnnouncementActions>{actions}</AnnouncementActions> : null}
              {rememberLabel ? (
                <AnnouncementRemember htmlFor={rememberId}>
                  <input
                    id={rememberId}
                    type="checkbox"
                    checked={remember}
                    onChange={(event) => setRemember(event.currentTarget.checked)}
                  />
                  {rememberLabel}
                </AnnouncementRemember>
              ) : null}
              {total > 1 ? (
                <AnnouncementPager
                  role="group"
                  {...(pagerLabel ? { 'aria-label': pagerLabel } : {})}
                >
                  <PagerButton
                    variant="secondary"
                    size="sm"
                    aria-disabled={atStart || undefined}
                    icon={<DirectionalIcon name="chevronStart" />}
                    onClick={() => goTo(current - 1)}
                  >
                    {previousLabel ?? texts.previous}
                  </PagerButton>
                  <AnnouncementPosition aria-live="polite" aria-atomic="true">
                    {formatPosition(current + 1, total)}
                  </AnnouncementPosition>
                  <PagerButton
                    variant="secondary"
                    size="sm"
                    aria-disabled={atEnd || undefined}
                    iconEnd={<DirectionalIcon name="chevronEnd" />}
                    onClick={() => goTo(current + 1)}
                  >
                    {nextLabel ?? texts.next}
                  </PagerButton>
                </AnnouncementPager>
              ) : null}
            </AnnouncementFooter>
          ) : null
        }
        {...rest}
      >
        <AnnouncementBody
          ref={bodyRef}
          data-part="announcement-content"
          // Sanitised above with DOMPurify: no script, handler or javascript: link survives.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Modal>
    );
  },
);
AnnouncementPopup.displayName = 'AnnouncementPopup';
