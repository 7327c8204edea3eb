export { TextInput, type FieldSize, type TextInputProps } from './TextInput';
