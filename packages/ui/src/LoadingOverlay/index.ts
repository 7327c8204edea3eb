export { LoadingOverlay, LOADING_OVERLAY_DELAY, type LoadingOverlayProps } from './LoadingOverlay';
