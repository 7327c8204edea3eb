// The portal's number formats, written once for every page that shows money: the app's own
// (@portal/ui's formatAmount, which keeps the same options: ui may not import the contract) and
// the pages the server serves itself (the demo game, the lottery), whose scripts take these options.

/**
 * Money: two decimals and the locale's thousands separators at every size. Spanish groups only
 * from five digits by default ("1520,50" beside "12.345,50"); a balance should read the same way
 * whatever its size.
 */
export const MONEY_FORMAT = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as const satisfies Intl.NumberFormatOptions;

/** A pay multiplier or a rate: up to two decimals, the locale's decimal sign ("2,5" in Spanish). */
export const MULTIPLIER_FORMAT = {
  maximumFractionDigits: 2,
  useGrouping: 'always',
} as const satisfies Intl.NumberFormatOptions;

/** "1.520,50" in es, "1,520.50" in en. */
export const formatMoney = (amount: number, lang: string): string =>
  new Intl.NumberFormat(lang, MONEY_FORMAT).format(amount);

/** "×2,5" in es, "×2.5" in en. */
export const formatMultiplier = (value: number, lang: string): string =>
  `×${new Intl.NumberFormat(lang, MULTIPLIER_FORMAT).format(value)}`;
