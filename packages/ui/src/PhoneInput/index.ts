export {
  PhoneInput,
  type PhoneCountryOption,
  type PhoneInputProps,
  type PhoneValue,
} from './PhoneInput';
