/**
 * The member's 12-month history as CSV (RTS 1B: access to account history). The history call
 * answers JSON, and the app writes the file with this function: one envelope and one client for
 * every call, the schema checks the lines, and the CSV rules live in one tested place that both
 * sides can use (a text/csv answer would need a route of its own outside the call table).
 */

/** The columns, in order. */
export const HISTORY_CSV_COLUMNS = ['time', 'kind', 'detail', 'amount', 'status'] as const;

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet: a text starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return would be read as a formula, so it gets a leading apostrophe
 * (the OWASP advice); a field with a comma, a quote or a line break is quoted, its quotes doubled.
 * Numbers are written as they are (a negative amount is a number, not a formula).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The lines as a CSV document with a header row, CRLF line ends. */
export function historyCsv(
  lines: readonly {
    time: string;
    kind: string;
    detail: string;
    amount: number;
    status: string;
  }[],
): string {
  const rows = [
    HISTORY_CSV_COLUMNS.join(','),
    ...lines.map((l) => HISTORY_CSV_COLUMNS.map((c) => csvField(l[c])).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
