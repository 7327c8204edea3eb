// The app-download page (spec 1, issue 19): the operator's iOS and Android links (cli
// app-download) become QR codes that a phone's camera reads back as those links, the install
// guides, and the web app manifest with its icons that makes the lite install work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, openHome, operator, redirectedFrom, test } from './fixtures';
import { chromiumArgs } from './playwright.config';

const run = Date.now().toString(36);
const IOS = `https://apps.example.com/ios/portal?build=${run}`;
const ANDROID = `https://downloads.example.com/android/portal-${run}.apk`;
const NOTE_ES = 'En iPhone, use Safari para añadir el portal a la pantalla de inicio.';
const NOTE_EN = 'On iPhone, use Safari to add the portal to the home screen.';
// What the seed sets, put back after the tests that change it.
const SEEDED = {
  ios: 'https://portal.example.com/app/ios',
  android: 'https://portal.example.com/app/android.apk',
};

/**
 * What a camera reads in `code`: a screenshot of the element, its pixels read by the browser
 * (which decodes its own PNG) and the QR code in them found and decoded by jsQR.
 */
async function scan(page: Page, code: Locator, timeout?: number): Promise<string | undefined> {
  const png = await code.screenshot(timeout === undefined ? {} : { timeout });
  const image = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const { width, height, data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width, height, data: Array.from(data) };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The width and height a PNG file says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

const main = (page: Page) => page.getByRole('main');

test.describe('the app-download page', () => {
  test.afterAll(async () => {
    await operator('app-download', 'ios', SEEDED.ios);
    await operator('app-download', 'android', SEEDED.android);
    await operator('app-download', 'note', 'off');
  });

  test('the QR codes decode to the links the operator set, and the side menu leads there', async ({
    page,
  }) => {
    // Home and the page each get an axe scan, and the codes are read three times.
    test.setTimeout(120_000);
    await operator('app-download', 'ios', IOS);
    await operator('app-download', 'android', ANDROID);
    await operator('app-download', 'note', '--text:es', NOTE_ES, '--text:en', NOTE_EN);

    // From the side menu's app-download entry: its codes, and the link to the page.
    await openHome(page);
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    // The menu's entries above this one come in with the server's answers (the categories, the
    // referral flag), and each moves it down: the pointer is then off it and its panel closes, as
    // it would for a player. Hovering again once it has moved is what a player would do, too.
    await expect(async () => {
      await menu.getByRole('button', { name: 'Descargar app' }).hover();
      const code = menu.getByRole('img', { name: 'Código QR de la app para iOS' });
      expect(await scan(page, code, 5_000)).toBe(IOS);
      await menu.getByRole('link', { name: 'Guías de instalación' }).click({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/download$/u);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Descargar la app' }),
    ).toBeVisible();

    for (const [platform, url] of [
      ['iOS', IOS],
      ['Android', ANDROID],
    ] as const) {
      const code = main(page).getByRole('img', { name: `Código QR de la app para ${platform}` });
      await expect(code).toBeVisible();
      expect(await scan(page, code), `the ${platform} code`).toBe(url);
      await expect(
        main(page).getByRole('link', { name: `Descargar para ${platform}` }),
      ).toHaveAttribute('href', url);
      await expect(main(page).getByText(url, { exact: true })).toBeVisible();
    }
    // The lite install: the operator's note, and the portal's own address to open on the phone.
    await expect(main(page).getByRole('note', { name: 'Nota del operador' })).toHaveText(NOTE_ES);
    expect(
      await scan(
        page,
        main(page).getByRole('img', { name: 'Código QR para abrir el portal en el móvil' }),
      ),
    ).toBe('https://portal.example.com/');
    for (const steps of ['Instalar en iPhone o iPad', 'Instalar en Android'])
      await expect(
        main(page)
          .getByRole('list', { name: `Pasos: ${steps}` })
          .getByRole('listitem'),
      ).toHaveCount(4);
    await expectAccessible(page, '/download with both apps');

    // In English, the note in English.
    await menu.getByRole('button', { name: /Idioma/u }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
    await expect(main(page).getByRole('note', { name: "Operator's note" })).toHaveText(NOTE_EN);
  });

  test('/app leads to the page; on a 390 px phone it fits and the codes still read', async ({
    page,
  }) => {
    await operator('app-download', 'ios', IOS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await expect(page).toHaveURL(/\/download$/u);
    redirectedFrom('/app');
    const code = main(page).getByRole('img', { name: 'Código QR de la app para iOS' });
    await expect(code).toBeVisible();
    expect(await scan(page, code)).toBe(IOS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page, '/download on a phone');
  });

  test('without links the page says so and leads to the lite install', async ({ page }) => {
    await operator('app-download', 'ios', 'off');
    await operator('app-download', 'android', 'off');
    await page.goto('/download');
    await expect(
      main(page).getByRole('heading', { name: 'Las apps aún no están disponibles' }),
    ).toBeVisible();
    await expect(main(page).getByRole('img', { name: /Código QR de la app/u })).toHaveCount(0);
    // The side menu's entry still leads to the guides, with no code in it.
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('button', { name: 'Descargar app' }).hover();
    await expect(menu.getByRole('link', { name: 'Guías de instalación' })).toBeVisible();
    await expect(menu.getByRole('img')).toHaveCount(0);
    // With the keyboard, to the lite install's guide.
    await main(page).getByRole('link', { name: 'Ver cómo instalar la app ligera' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#download-lite$/u);
    await expect(
      main(page).getByRole('heading', { name: 'App ligera (pantalla de inicio)' }),
    ).toBeInViewport();
    await expectAccessible(page, '/download without app links');
  });

  test('the web app manifest is linked and served with its icons, and Chromium can install the app', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/download');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/u);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Portal',
      short_name: 'Portal',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/u);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/u);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, size] of [
      ...manifest.icons.map((i) => [i.src, i.sizes] as const),
      [touchIcon ?? '', '180x180'] as const,
    ]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
      const bytes = await icon.body();
      expect(pngSize(bytes), src).toBe(size);
      expect(bytes.length, `${src} stays small`).toBeLessThan(20_000);
    }

    // Chromium itself: the manifest parsed without a fault under the page's CSP, and nothing
    // stands in the way of installing the app.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/u);
    expect(parsed.errors).toEqual([]);
    expect(JSON.parse(parsed.data ?? '{}')).toMatchObject({ display: 'standalone' });
    // A test's browser context is incognito, where Chromium installs nothing: the question is
    // asked of a browser with a profile of its own, as a player's is.
    const profile = mkdtempSync(join(tmpdir(), 'portal-e2e-install-'));
    const own = await playwright.chromium.launchPersistentContext(profile, {
      executablePath:
        process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: chromiumArgs,
      headless: true,
    });
    try {
      const player = own.pages()[0] ?? (await own.newPage());
      await player.goto(new URL('/download', baseURL).href);
      await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
      const session = await own.newCDPSession(player);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    } finally {
      await own.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
