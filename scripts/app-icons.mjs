// node scripts/app-icons.mjs [mark.svg] [background] — draws the web app's home-screen icons
// (packages/app/public/icons/) from a square SVG mark, in headless Chromium: 192 and 512 px as
// the mark is, a maskable 512 px and the 180 px apple-touch-icon with the mark inside the safe
// zone on a full background. Run once after changing the mark; the PNGs are committed.
// Defaults: the portal's favicon and its amber.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const [markFile = 'packages/app/public/favicon.svg', background = '#b45309'] =
  process.argv.slice(2);
const out = 'packages/app/public/icons';
const mark = `data:image/svg+xml;base64,${readFileSync(markFile).toString('base64')}`;

/** name, edge in px, the mark's share of the edge, and whether a background fills the square. */
const ICONS = [
  ['icon-192.png', 192, 1, false],
  ['icon-512.png', 512, 1, false],
  // Maskable: the mark within the central 80 % circle that every mask keeps.
  ['icon-maskable-512.png', 512, 0.8, true],
  // iOS rounds the corners itself and fills transparency with black.
  ['apple-touch-icon.png', 180, 0.85, true],
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [name, size, share, filled] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const edge = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${
        filled ? background : 'transparent'
      }"><img src="${mark}" width="${edge}" height="${edge}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `${out}/${name}`, omitBackground: !filled });
    await page.close();
    console.log(`${out}/${name}`);
  }
} finally {
  await browser.close();
}
