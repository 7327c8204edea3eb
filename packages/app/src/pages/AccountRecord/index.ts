export { AccountRecord } from './AccountRecord';
