export { AfterPaint } from './AfterPaint';
