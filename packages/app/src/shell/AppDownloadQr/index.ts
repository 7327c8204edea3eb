export { AppDownloadGuide, AppDownloadQr } from './AppDownloadQr';
