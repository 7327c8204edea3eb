export {
  CustomerServiceButton,
  CUSTOMER_SERVICE_WINDOW,
  customerServiceWindowFeatures,
  type CustomerServiceButtonProps,
} from './CustomerServiceButton';
