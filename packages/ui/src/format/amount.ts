/**
 * Money with two decimals and the locale's thousands separators, e.g.
 * "12.345,50" in es and "12,345.50" in en. Grouping is always on: Spanish
 * would otherwise leave four-digit amounts ungrouped ("1234,50") while
 * five-digit ones are grouped, and a balance should read the same way at
 * every size.
 */
export function formatAmount(amount: number, locale = 'es'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(amount);
}
