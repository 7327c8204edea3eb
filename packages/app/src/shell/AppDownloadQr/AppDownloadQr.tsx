import { QRCode } from '@portal/ui';
import { GuideLink } from './AppDownloadQr.styles';

/** The app-download QR code; its own chunk, since the QR encoder is not needed to paint a page. */
export function AppDownloadQr({ value, label }: { value: string; label: string }) {
  return <QRCode value={value} label={label} size={96} />;
}

/** Under the codes: the download page, with the install guides (the lite install's too). */
export function AppDownloadGuide({ label }: { label: string }) {
  return <GuideLink to="/download">{label}</GuideLink>;
}
