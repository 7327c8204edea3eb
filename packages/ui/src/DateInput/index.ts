export { DateInput, isIsoDate, type DateInputProps, type IsoDate } from './DateInput';
