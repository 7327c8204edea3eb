/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's own roles, written out: the cards' layout (display: block) takes table semantics
   away in some browsers, and the roles keep them. */
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { Pagination, type PaginationProps } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { Footer, ScrollRegion, Table, TableRoot } from './DataTable.styles';

/** A column: its header and how a row's cell is shown. */
export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell's content. @default the row's property named by `key` */
  render?: (row: Row) => ReactNode;
  /** Numbers and amounts read best aligned to the end. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /**
   * The header as words, shown before each value where the rows are cards (a phone's width).
   * @default the header, when it is a string
   */
  label?: string;
}

const labelOf = <Row,>(column: DataColumn<Row>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The table's caption: its accessible name, e.g. "Registro de apuestas". */
  caption: string;
  /** Show the caption on screen. @default true */
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => Key;
  /** Rows are on their way: placeholder rows keep the layout. @default false */
  loading?: boolean;
  /** Placeholder rows while loading. @default 5 */
  loadingRows?: number;
  /** Shown in place of the rows when there is none (e.g. an EmptyState). @default undefined */
  empty?: ReactNode;
  /** Paging under the table, when the rows are one page of many. @default undefined */
  pagination?: Omit<PaginationProps, 'label'> & { label: string };
}

function cell<Row>(row: Row, column: DataColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

function DataTableInner<Row>(
  {
    caption,
    showCaption = true,
    columns,
    rows,
    rowKey,
    loading = false,
    loadingRows = 5,
    empty,
    pagination,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const nothing = !loading && rows.length === 0;
  return (
    <TableRoot ref={ref} {...rest}>
      {/* tabIndex lets keyboard users scroll a table wider than the screen. */}
      <ScrollRegion tabIndex={0} role="region" aria-label={caption}>
        <Table role="table" aria-busy={loading || undefined}>
          {showCaption ? (
            <caption>{caption}</caption>
          ) : (
            <VisuallyHidden asChild>
              <caption>{caption}</caption>
            </VisuallyHidden>
          )}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  data-align={column.align ?? 'start'}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {loading
              ? Array.from({ length: loadingRows }, (_, i) => (
                  <tr key={`loading-${i}`} role="row" aria-hidden>
                    {columns.map((column) => (
                      <td key={column.key} role="cell">
                        <Skeleton shape="text" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} role="row">
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        role="cell"
                        data-align={column.align ?? 'start'}
                        data-label={labelOf(column)}
                      >
                        {cell(row, column)}
                      </td>
                    ))}
                  </tr>
                ))}
            {nothing ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </Table>
      </ScrollRegion>
      {pagination && !nothing ? (
        <Footer>
          <Pagination {...pagination} />
        </Footer>
      ) : null}
    </TableRoot>
  );
}

/**
 * A data table for records and reports: columns as data, a caption, placeholder
 * rows while loading, an empty state, paging, a sideways scroll that the keyboard
 * can reach when the table is wider than its room, and cards of label and value
 * pairs at a phone's width.
 */
export const DataTable = forwardRef(DataTableInner) as (<Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof DataTableInner>) & { displayName?: string };
DataTable.displayName = 'DataTable';
