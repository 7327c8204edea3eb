export { LoadErrorBoundary } from './LoadErrorBoundary';
