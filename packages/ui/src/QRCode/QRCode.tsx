import qrcode from 'qrcode-generator';
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';

export interface QRCodeProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'ref'> {
  /** What the code holds, e.g. the app download address. */
  value: string;
  /** What the code is for, read by screen readers, e.g. "Código QR para descargar la app de Android". */
  label: string;
  /** Edge length in pixels. @default 128 */
  size?: number;
  /** Error correction: L 7 %, M 15 %, Q 25 %, H 30 % of the code can be damaged. @default 'M' */
  level?: 'L' | 'M' | 'Q' | 'H';
}

/** Modules of empty margin a scanner needs around the code. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path. Always dark on white, whatever the theme:
 * phone cameras read inverted codes badly.
 */
export const QRCode = forwardRef<SVGSVGElement, QRCodeProps>(function QRCode(
  { value, label, size = 128, level = 'M', ...rest },
  ref,
) {
  const { path, modules } = useMemo(() => {
    const qr = qrcode(0, level);
    qr.addData(value, 'Byte');
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, modules: count + QUIET_ZONE * 2 };
  }, [value, level]);

  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-modules={modules - QUIET_ZONE * 2}
      {...rest}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
});
QRCode.displayName = 'QRCode';
