export { BalanceDisplay, HIDDEN_BALANCE, type BalanceDisplayProps } from './BalanceDisplay';
