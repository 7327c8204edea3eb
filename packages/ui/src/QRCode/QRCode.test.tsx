import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { QRCode } from './QRCode';

describeConformance('QRCode', QRCode, {
  props: { value: 'https://portal.example/app', label: 'Código QR' },
  element: SVGSVGElement,
  ownClass: false,
});

describe('QRCode', () => {
  it('is a named image of the requested size', async () => {
    await render(<QRCode value="https://portal.example/app" label="Descargar la app" size={160} />);
    const img = page.getByRole('img', { name: 'Descargar la app' });
    await expect.element(img).toBeVisible();
    expect(img.element().getBoundingClientRect().width).toBe(160);
  });

  it('grows with the data and with stronger error correction', async () => {
    const screen = await render(
      <>
        <QRCode value="a" label="a" data-testid="short" />
        <QRCode value={'x'.repeat(200)} label="b" data-testid="long" />
        <QRCode value="a" label="c" level="H" data-testid="high" />
      </>,
    );
    const modules = (id: string) =>
      Number(screen.getByTestId(id).element().getAttribute('data-modules'));
    expect(modules('short')).toBe(21); // version 1
    expect(modules('long')).toBeGreaterThan(modules('short'));
    expect(modules('high')).toBeGreaterThanOrEqual(modules('short'));
  });

  it('draws the three finder patterns in the corners', async () => {
    const screen = await render(<QRCode value="hola" label="x" data-testid="qr" />);
    const d = screen.getByTestId('qr').element().querySelector('path')!.getAttribute('d')!;
    // Top-left finder starts at the quiet zone (4, 4); top-right at (4 + 21 - 7, 4).
    expect(d).toContain('M4 4h1v1h-1z');
    expect(d).toContain('M18 4h1v1h-1z');
    expect(d).toContain('M4 18h1v1h-1z');
  });
});
