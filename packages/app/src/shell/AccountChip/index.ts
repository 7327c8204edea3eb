export { AccountChip } from './AccountChip';
