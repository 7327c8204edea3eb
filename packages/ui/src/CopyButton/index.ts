export { CopyButton, copyText, type CopyButtonProps } from './CopyButton';
