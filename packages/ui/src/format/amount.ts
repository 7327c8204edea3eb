/** Money with two decimals and the locale's separators, e.g. "1.234,50" in es-ES. */
export function formatAmount(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
