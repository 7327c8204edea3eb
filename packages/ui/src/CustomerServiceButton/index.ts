export { CustomerServiceButton, type CustomerServiceButtonProps } from './CustomerServiceButton';
export { CUSTOMER_SERVICE_WINDOW, customerServiceWindowFeatures } from './customerServiceWindow';
