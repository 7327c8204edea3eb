import { forwardRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { useUiText } from '../UiText';
import {
  DirectionalIcon,
  NoticeButton,
  NoticeDate,
  NoticeItems,
  NoticeListRoot,
  NoticePager,
  NoticePosition,
  NoticeTitle,
  PagerButton,
} from './NoticeList.styles';

/** A notice of the platform (spec 3): id, title, content, and the date it is from. */
export interface Notice {
  id: string;
  title: string;
  /** The notice's text; the list shows titles, `onOpen` shows the content. */
  content: string;
  /** The date as the caller formats it for the player. @default undefined */
  date?: string;
}

/** Spec 9: the notice list shows 9 notices a page. */
export const NOTICE_PAGE_SIZE = 9;

export interface NoticeListProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** All notices, newest first. */
  notices: readonly Notice[];
  /** Called with the notice the player opens. */
  onOpen: (notice: Notice) => void;
  /** Accessible name of the list, e.g. "Avisos". */
  label: string;
  /** Label of the previous-page button, e.g. "Página anterior". @default `UiTexts.previous` */
  previousLabel?: string;
  /** Label of the next-page button, e.g. "Página siguiente". @default `UiTexts.next` */
  nextLabel?: string;
  /**
   * The position text between the paging buttons.
   * @default (page, pages) => `${page} / ${pages}`
   */
  formatPosition?: (page: number, pages: number) => string;
  /** Notices a page. @default 9 */
  pageSize?: number;
  /** The page shown (1-based), when the caller controls it. @default undefined */
  page?: number;
  /** The page shown first when uncontrolled (1-based). @default 1 */
  defaultPage?: number;
  /** Called with the page the player moves to (1-based). @default undefined */
  onPageChange?: (page: number) => void;
  /** The empty state's title, e.g. "No hay avisos". */
  emptyTitle: string;
  /** The empty state's line under the title. @default undefined */
  emptyDescription?: ReactNode;
}

const defaultPosition = (page: number, pages: number) => `${page} / ${pages}`;

/**
 * The notice list (spec 2.2, 9): titles of the platform's notices, 9 a page,
 * with previous / next paging. A notice opens through `onOpen`; an empty list
 * shows an empty state.
 */
export const NoticeList = forwardRef<HTMLElement, NoticeListProps>(function NoticeList(
  {
    notices,
    onOpen,
    label,
    previousLabel,
    nextLabel,
    formatPosition = defaultPosition,
    pageSize = NOTICE_PAGE_SIZE,
    page,
    defaultPage = 1,
    onPageChange,
    emptyTitle,
    emptyDescription,
    ...rest
  },
  ref,
) {
  const texts = useUiText();
  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(notices.length / size));
  const [innerPage, setInnerPage] = useState(defaultPage);
  const current = Math.min(Math.max(1, page ?? innerPage), pages);
  const shown = notices.slice((current - 1) * size, current * size);

  const goTo = (next: number) => {
    if (next < 1 || next > pages || next === current) return;
    if (page === undefined) setInnerPage(next);
    onPageChange?.(next);
  };

  return (
    <NoticeListRoot ref={ref} aria-label={label} {...rest}>
      {notices.length === 0 ? (
        <EmptyState
          size="sm"
          titleAs="p"
          title={emptyTitle}
          icon={<Icon name="info" />}
          {...(emptyDescription ? { description: emptyDescription } : {})}
        />
      ) : (
        <>
          <NoticeItems role="list">
            {shown.map((notice) => (
              <li key={notice.id}>
                <NoticeButton type="button" onClick={() => onOpen(notice)}>
                  <NoticeTitle>{notice.title}</NoticeTitle>
                  {notice.date ? <NoticeDate>{notice.date}</NoticeDate> : null}
                  <DirectionalIcon name="chevronEnd" aria-hidden />
                </NoticeButton>
              </li>
            ))}
          </NoticeItems>
          {pages > 1 ? (
            <NoticePager>
              <PagerButton
                variant="secondary"
                size="sm"
                aria-disabled={current === 1 || undefined}
                icon={<DirectionalIcon name="chevronStart" />}
                onClick={() => goTo(current - 1)}
              >
                {previousLabel ?? texts.previous}
              </PagerButton>
              <NoticePosition aria-live="polite" aria-atomic="true">
                {formatPosition(current, pages)}
              </NoticePosition>
              <PagerButton
                variant="secondary"
                size="sm"
                aria-disabled={current === pages || undefined}
                iconEnd={<DirectionalIcon name="chevronEnd" />}
                onClick={() => goTo(current + 1)}
              >
                {nextLabel ?? texts.next}
              </PagerButton>
            </NoticePager>
          ) : null}
        </>
      )}
    </NoticeListRoot>
  );
});
NoticeList.displayName = 'NoticeList';
