export {
  BalanceDisplay,
  formatBalance,
  HIDDEN_BALANCE,
  type BalanceDisplayProps,
} from './BalanceDisplay';
