// The cashier pages (deposit, withdraw) read typed amounts and write amounts and times the same
// way: one place for those rules, so the two pages cannot drift apart.
import { formatAmount } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type FormatMoney = (n: number) => string;

/** An amount as typed: digits, at most two decimals, a comma or a point between them. */
export const AMOUNT = /^\d{1,13}([.,]\d{1,2})?$/u;

/** The amount as the contract carries it (a point, no spaces); in cents for sums. */
export const amountText = (typed: string) => typed.trim().replace(',', '.');
export const cents = (n: number) => Math.round(n * 100);

/** Amounts with the operator's currency symbol, in the player's language. */
export function useMoney(symbol: string): FormatMoney {
  const { i18n } = useTranslation();
  return (n: number) => `${symbol} ${formatAmount(n, i18n.language)}`.trim();
}

/** A short date and time, in the player's language. */
export function useWhen() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
}
