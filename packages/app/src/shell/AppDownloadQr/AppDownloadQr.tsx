import { QRCode } from '@portal/ui';

/** The app-download QR code; its own chunk, since the QR encoder is not needed to paint a page. */
export function AppDownloadQr({ value, label }: { value: string; label: string }) {
  return <QRCode value={value} label={label} size={96} />;
}
