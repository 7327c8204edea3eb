import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Icon } from '../Icon';
import { useUiText } from '../UiText';
import { Gap, PageButton, PaginationRoot } from './Pagination.styles';

/**
 * The page numbers to show: always the first and last, the current one with
 * `siblings` on each side, and null where a run of pages is left out.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1)
    if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PaginationProps extends Omit<
  ComponentPropsWithoutRef<'nav'>,
  'children' | 'onChange'
> {
  /** Accessible name, e.g. "Páginas de resultados". */
  label: string;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Name of the previous-page button, e.g. "Página anterior". @default `UiTexts.previous` */
  previousLabel?: string;
  /** Name of the next-page button, e.g. "Página siguiente". @default `UiTexts.next` */
  nextLabel?: string;
  /** Name of a page button, e.g. (3) => "Página 3". @default `UiTexts.page` */
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
}

/**
 * Page navigation: previous, numbers with gaps, next. The current page is aria-current. Each
 * button carries `data-focus-key` (`page:<n>`, `page:previous`, `page:next`), so that an app which
 * renders its page anew on a change can give focus back to the same button.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    label,
    page,
    pageCount,
    onPageChange,
    previousLabel,
    nextLabel,
    pageLabel,
    siblings = 1,
    ...rest
  },
  ref,
) {
  const texts = useUiText();
  if (pageCount <= 1) return null;
  return (
    <PaginationRoot ref={ref} aria-label={label} {...rest}>
      <ul>
        <li>
          <PageButton
            type="button"
            aria-label={previousLabel ?? texts.previous}
            data-focus-key="page:previous"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="chevronStart" />
          </PageButton>
        </li>
        {pageWindow(page, pageCount, siblings).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden>
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={p}>
              <PageButton
                type="button"
                aria-label={(pageLabel ?? texts.page)(p)}
                aria-current={p === page ? 'page' : undefined}
                data-focus-key={`page:${p}`}
                onClick={() => onPageChange(p)}
              >
                {p}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={nextLabel ?? texts.next}
            data-focus-key="page:next"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <Icon name="chevronEnd" />
          </PageButton>
        </li>
      </ul>
    </PaginationRoot>
  );
});
Pagination.displayName = 'Pagination';
