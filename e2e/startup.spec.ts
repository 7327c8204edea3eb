// The start-up screen of index.html (packages/app/scripts/startupScreen.ts): it paints before any
// of the app's JavaScript has arrived, in the remembered theme, and on home the
// first w_home banner where the lobby will show it; its requests are the ones the app uses; it
// leaves once the app's first screen is under it.
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, redirectedFrom, test } from './fixtures';

/** Holds back what `url` matches until `release` is called. */
async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry script back until `release` is called. */
const holdApp = (page: Page) => hold(page, /\/assets\/index-[^/]*\.js$/u);

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} has no box`);
  return rect;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('home: the banner shows before the app, in place, and the app takes over', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => asked.push(new URL(request.url()).pathname));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('portal.colorMode', 'light');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const release = await holdApp(page);
    const releaseBanners = await hold(page, /\/wps\/relay\/GCS_banners/u);
    // Not waiting for the load: it comes after the held script.
    await page.goto('/', { waitUntil: 'commit' });

    // No app code has run: the screen, its theme and the banner come from index.html alone.
    const screen = page.locator('#startup');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const banner = screen.locator('.startup-banner');
    await expect(banner).toBeHidden();
    // The banner's room is kept before it comes: the spinner under it does not move.
    const spinner = await box(page, '#startup .startup-spinner');
    releaseBanners();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('src', /^\/content\/banners\/\d+\/es\.svg$/u);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await box(page, '#startup .startup-spinner')).toEqual(spinner);
    const splashBar = await box(page, '#startup .startup-bar');
    const splashBanner = await box(page, '#startup .startup-banner');
    const src = await banner.getAttribute('src');

    release();
    await expect(screen).toHaveCount(0);
    // The header bar and the banner are where the screen had them: nothing jumps.
    const header = await box(page, 'header');
    expect(header.height).toBeCloseTo(splashBar.height, 0);
    const lobbyBanner = page.locator(`main section img[src="${src}"]`).first();
    await expect(lobbyBanner).toBeVisible();
    const lobby = await box(page, `main section img[src="${src}"]`);
    expect(lobby.x).toBeCloseTo(splashBanner.x, 0);
    expect(lobby.y).toBeCloseTo(splashBanner.y, 0);
    expect(lobby.width).toBeCloseTo(splashBanner.width, 0);
    expect(lobby.height).toBeCloseTo(splashBanner.height, 0);

    // The app took the screen's answers (asked in the remembered language) instead of asking
    // again.
    for (const path of [
      '/wps/system/info',
      '/lgw/games/game_menus',
      '/wps/relay/GCS_banners',
      '/wps/relay/GCS_notices',
      '/wps/relay/GCS_winnerBoard',
    ])
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(
      await page.evaluate(() =>
        ['portal:app-start', 'portal:first-screen'].map(
          (name) => performance.getEntriesByName(name, 'mark').length,
        ),
      ),
    ).toEqual([1, 1]);
    await expectAccessible(page, 'home after the start-up screen');
  });
});

test.describe('the app’s modules wait for the screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('on home they are asked for once the banner has loaded, after the first paint', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#startup')).toHaveCount(0);
    const times = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const first = (pattern: RegExp) => resources.find((r) => pattern.test(r.name));
      return {
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
        banner: first(/\/content\/banners\//u)?.responseEnd ?? NaN,
        scripts: resources
          .filter((r) => /\/assets\/[^/]+\.js$/u.test(r.name))
          .map((r) => r.startTime),
      };
    });
    expect(times.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.banner);
    expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.paint);
  });

  test('a banner that does not come holds the app back a second at most', async ({ page }) => {
    const releaseBanners = await hold(page, /\/wps\/relay\/GCS_banners/u);
    await page.goto('/', { waitUntil: 'commit' });
    // The app starts without the banner; the lobby keeps its room while the banners load.
    await expect(page.locator('#startup')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('tablist', { name: 'Categorías del lobby' })).toBeVisible();
    releaseBanners();
    await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  });
});

test('another page: the remembered theme, no banner, then the page in the remembered language', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('language', 'ar');
      localStorage.setItem('portal.colorMode', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const release = await holdApp(page);
  await page.goto('/rng', { waitUntil: 'commit' });
  const html = page.locator('html');
  await expect(page.locator('#startup')).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#startup .startup-banner')).toBeHidden();
  release();
  await expect(page.locator('#startup')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
});

test('a page that needs a login: a visitor’s screen shows home’s banner, a member’s does not', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/favorite', { waitUntil: 'commit' });
  // No app code has run: the script knows the visitor will land on home, with the login pop-up.
  await expect(page.locator('#startup .startup-banner')).toBeVisible();
  release();
  await expect(page.locator('#startup')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  // Home's banners, behind the pop-up (which shows them too).
  await expect(
    page.getByRole('region', { name: 'Promociones destacadas', includeHidden: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);
  redirectedFrom('/favorite');
  // The whole page: home's carousel stays exposed behind the pop-up, whose own is named apart.
  await expectAccessible(page, 'home with the login pop-up, for a visitor from /favorite');

  // A tab with a session is a member's: the page's own screen, without the banner.
  const member = await page.context().newPage();
  await member.addInitScript(() => sessionStorage.setItem('token', 'a-session'));
  const releaseMember = await holdApp(member);
  await member.goto('/favorite', { waitUntil: 'commit' });
  await expect(member.locator('#startup')).toBeVisible();
  await expect(member.locator('#startup .startup-banner')).toBeHidden();
  releaseMember();
  await member.close();
});

test('a server that cannot answer: the screen gives way to the error and its retry', async ({
  page,
}) => {
  await page.route('**/wps/system/info', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.locator('#startup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});
