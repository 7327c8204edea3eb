// One formatter per locale: building an Intl.NumberFormat costs far more than formatting with it,
// and a lobby formats hundreds of amounts (the winner board, balances) on its first render.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money with two decimals and the locale's thousands separators, e.g.
 * "12.345,50" in es and "12,345.50" in en. Grouping is always on: Spanish
 * would otherwise leave four-digit amounts ungrouped ("1234,50") while
 * five-digit ones are grouped, and a balance should read the same way at
 * every size.
 */
export function formatAmount(amount: number, locale = 'es'): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(locale, format);
  }
  return format.format(amount);
}
