export { RegisterPopup } from './RegisterPopup';
