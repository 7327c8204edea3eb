export { TransferFund } from './TransferFund';
