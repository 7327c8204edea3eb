export { AppDownloadQr } from './AppDownloadQr';
