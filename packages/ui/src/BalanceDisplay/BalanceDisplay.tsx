import { VisuallyHidden } from '../VisuallyHidden';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { formatAmount } from '../format/amount';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import {
  BalanceAmount,
  BalanceCaption,
  BalanceRoot,
  BalanceSymbol,
  BalanceValue,
} from './BalanceDisplay.styles';

export interface BalanceDisplayProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The balance. */
  amount: number;
  /** The operator's currency symbol, e.g. "$" or "S/". */
  currencySymbol: string;
  /**
   * The locale the amount is written in: thousands separators and decimal
   * mark (e.g. 'es-ES' writes 1.234,50). Always two decimals (spec 9).
   * @default 'es'
   */
  locale?: string;
  /** What the amount is, shown before it and read with it, e.g. "Saldo". */
  label: string;
  /** Name of the show/hide toggle, pressed while the amount is hidden, e.g. "Ocultar saldo". */
  hideLabel: string;
  /** What screen readers hear instead of the stars while hidden, e.g. "Saldo oculto". */
  hiddenText: string;
  /** Name of the refresh button, e.g. "Actualizar saldo". */
  refreshLabel: string;
  /** The amount hidden behind stars, when the caller controls it. @default undefined */
  hidden?: boolean;
  /** Hidden at first when uncontrolled. @default false */
  defaultHidden?: boolean;
  /** Called with the new hidden state when the toggle is pressed. @default undefined */
  onHiddenChange?: (hidden: boolean) => void;
  /**
   * Called by the refresh button. When it returns a promise the button stays
   * busy until the promise settles. @default undefined (no refresh button)
   */
  onRefresh?: () => void | Promise<unknown>;
  /** Busy state of the refresh, when the caller tracks it. @default false */
  refreshing?: boolean;
}

/** The stars that stand for a hidden balance (spec 2.4). */
export const HIDDEN_BALANCE = '****';

/**
 * The player's balance in the header (spec 2.4): the amount with the currency
 * symbol, a show/hide toggle (hidden shows stars) and a refresh button with a
 * busy state. A new amount is announced politely.
 */
export const BalanceDisplay = forwardRef<HTMLDivElement, BalanceDisplayProps>(
  function BalanceDisplay(
    {
      amount,
      currencySymbol,
      locale = 'es',
      label,
      hideLabel,
      hiddenText,
      refreshLabel,
      hidden,
      defaultHidden = false,
      onHiddenChange,
      onRefresh,
      refreshing = false,
      ...rest
    },
    ref,
  ) {
    const [ownHidden, setOwnHidden] = useState(defaultHidden);
    const isHidden = hidden ?? ownHidden;
    const [pending, setPending] = useState(false);
    const busy = refreshing || pending;

    const toggle = () => {
      const next = !isHidden;
      if (hidden === undefined) setOwnHidden(next);
      onHiddenChange?.(next);
    };

    const refresh = () => {
      if (busy || !onRefresh) return;
      const result = onRefresh();
      if (result && typeof result.then === 'function') {
        setPending(true);
        result.then(
          () => setPending(false),
          () => setPending(false),
        );
      }
    };

    return (
      <BalanceRoot ref={ref} data-hidden={isHidden || undefined} {...rest}>
        {/* Polite and atomic: a new amount (or hiding it) is read once, whole. */}
        <BalanceAmount aria-live="polite" aria-atomic="true" aria-busy={busy || undefined}>
          <BalanceCaption>{label}</BalanceCaption>{' '}
          {isHidden ? (
            <>
              <BalanceValue aria-hidden>{HIDDEN_BALANCE}</BalanceValue>
              <VisuallyHidden>{hiddenText}</VisuallyHidden>
            </>
          ) : (
            <BalanceValue>
              <BalanceSymbol>{currencySymbol}</BalanceSymbol> {formatAmount(amount, locale)}
            </BalanceValue>
          )}
        </BalanceAmount>
        <IconButton
          label={hideLabel}
          icon={<Icon name={isHidden ? 'eyeOff' : 'eye'} />}
          size="sm"
          aria-pressed={isHidden}
          onClick={toggle}
        />
        {onRefresh ? (
          <IconButton
            label={refreshLabel}
            icon={<Icon name="refresh" />}
            size="sm"
            loading={busy}
            onClick={refresh}
          />
        ) : null}
      </BalanceRoot>
    );
  },
);
BalanceDisplay.displayName = 'BalanceDisplay';
