// A visitor browses: the home lobby, the categories, a game list page; a game or the favourites
// ask for a login first (spec 2.6, 6, 8).
import { expect, expectAccessible, header, openHome, scrollTo, test, tiles } from './fixtures';

test('home shows the lobby: banners, notices, categories and a grid of games', async ({ page }) => {
  // No request of a visit fails and nothing is logged as an error (the theme override without
  // one, the favicon): each would show in every player's console.
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A request the page itself gave up (an image scrolled away) is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      failures.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  // Every call names the gateway version (reference facts, "Request headers"), the start-up
  // script's early ones included.
  const calls: { url: string; version: string | undefined }[] = [];
  page.on('request', (r) => {
    if (/\/(wps|lgw)\//u.test(new URL(r.url()).pathname))
      calls.push({ url: r.url(), version: r.headers()['x-gateway-version'] });
  });
  await openHome(page);
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avisos' })).toBeVisible();
  // The icons draw from the sprite, a file of the app's own (allowed by the page's CSP).
  await expect
    .poll(() =>
      header(page)
        .locator('svg use')
        .evaluateAll(
          (uses) => uses.filter((u) => (u as SVGUseElement).getBBox().width === 0).length,
        ),
    )
    .toBe(0);
  const categories = header(page).getByRole('navigation', { name: 'Categorías de juegos' });
  // Those that do not fit (promotions, at this width) are under "Más" (the tablet test below).
  for (const name of ['Inicio', 'Tragamonedas', 'Casino en vivo', 'Deportes', 'MXWin'])
    await expect(categories.getByRole('button', { name, exact: true })).toBeVisible();
  const lobby = page.getByRole('tablist', { name: 'Categorías del lobby' });
  await expect(lobby.getByRole('tab', { name: 'Inicio' })).toHaveAttribute('aria-selected', 'true');
  await expect(lobby.getByRole('tab', { name: 'Favoritos' })).toBeVisible();
  // The first grid holds 12 games of the lobby (spec 2.6), each a button named by the game.
  const firstGrid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: 'Favorito' }) })
    .first();
  await expect(firstGrid.getByRole('listitem')).toHaveCount(12);
  // Under the lobby at this width: mounted as the player scrolls near it, then checked by axe
  // with every section above it.
  const winners = page.getByRole('region', { name: 'Ganadores' });
  await scrollTo(page, winners);
  await expect(winners).toBeVisible();
  await expectAccessible(page, 'home');
  expect(failures).toEqual([]);
  expect(calls.length).toBeGreaterThan(3);
  expect(calls.filter((c) => c.version !== '3')).toEqual([]);
});

test('on a phone the lobby draws its lower sections only as the player scrolls to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openHome(page);
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  // The hot games and every vendor section's title; only the first vendor grids are drawn.
  await expect(sections.first()).toBeVisible();
  const grids = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: 'Favorito' }) });
  const drawnAtFirst = await grids.count();
  const titles = await sections.count();
  expect(drawnAtFirst).toBeLessThan(titles);
  const winners = page.getByRole('region', { name: 'Ganadores' });
  await expect(winners).toHaveCount(0);
  await scrollTo(page, winners);
  await expect(winners).toBeVisible();
  await expect(grids).toHaveCount(titles);
  // Scrolled back to the top, nothing moves (the sections stay) and the first grid is there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(grids).toHaveCount(titles);
});

test('on a phone a keyboard player tabbing down the lobby while its games load reaches every section once, in order, and the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The game lists answer late, as on a slow network: the walk meets sections whose games are
  // still on their way, where a section that nothing in could take focus used to end the page's
  // tab order (focus left the document, and the next Tab began again at its top).
  await page.route(/GCS_(gameList|popular)/u, async (route) => {
    await new Promise((done) => setTimeout(done, 2500));
    await route.continue();
  });
  await openHome(page);
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  // From the lobby's game-type menu, Tab only.
  await page
    .getByRole('tablist', { name: 'Categorías del lobby' })
    .getByRole('tab')
    .first()
    .focus();
  // Every focus is recorded as it happens, and every time focus leaves the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { reached: string[] }).reached = seen;
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element;
      const label = target.closest('section[aria-label]')?.getAttribute('aria-label');
      if (label && seen.at(-1) !== label) seen.push(label);
      if (target.closest('footer')) seen.push('footer');
    });
    document.addEventListener('focusout', (event) => {
      if (!event.relatedTarget) seen.push('out of the page');
    });
  });
  const reached = () => page.evaluate(() => (window as unknown as { reached: string[] }).reached);
  // About 170 presses reach the footer. A player who lands on a section still loading sees its
  // placeholders and waits for its games before going on.
  for (let presses = 0; presses < 400 && !(await reached()).includes('footer'); presses += 1) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }
  const walk = await reached();
  expect(walk, 'the footer').toContain('footer');
  expect(walk, 'focus stays in the page').not.toContain('out of the page');
  // Each section once: the walk never starts again from the top.
  expect(walk.slice(0, -1)).toEqual([...new Set(walk.slice(0, -1))]);
  for (const title of titles) expect(walk, title).toContain(title.replace(/\s+/gu, ' '));
  expect(walk).toContain('Ganadores');
});

test('a visitor clicking a game gets the login pop-up, and no game starts', async ({ page }) => {
  await openHome(page);
  const game = tiles(page).first().getByRole('button').first();
  await game.click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(login).toBeVisible();
  await expect(login.getByRole('status')).toHaveText('No ha iniciado sesión, inicie sesión');
  await expect(login.getByRole('tab', { name: 'Usuario' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/$/u);
  await expectAccessible(page, 'the login pop-up', { popup: true });
});

test('the favourites tab asks a visitor to log in', async ({ page }) => {
  await openHome(page);
  await page
    .getByRole('tablist', { name: 'Categorías del lobby' })
    .getByRole('tab', { name: 'Favoritos' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a category of the header opens its game list page with a paged grid', async ({ page }) => {
  await openHome(page);
  await header(page)
    .getByRole('navigation', { name: 'Categorías de juegos' })
    .getByRole('button', { name: 'Tragamonedas', exact: true })
    .click();
  await expect(page).toHaveURL(/\/rng/u);
  // The page's title and its grid, as a player sees them, before axe reads the page.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Tragamonedas' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, '/rng');
});

test('the promotions page lists promotions with type filters', async ({ page }) => {
  await openHome(page, '/promotions');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Promociones' }).first(),
  ).toBeVisible();
  await expectAccessible(page, '/promotions');
});

test('on a tablet the header keeps its categories on one row, the rest under "Más"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openHome(page);
  const categories = header(page).getByRole('navigation', { name: 'Categorías de juegos' });
  const more = categories.getByRole('button', { name: 'Más', exact: true });
  await expect(more).toBeVisible();
  // One row: every category the bar shows sits at the same height as "Más".
  const tops = await categories
    .locator('ul[data-orientation] > li > button')
    .evaluateAll((buttons) => [...new Set(buttons.map((b) => b.getBoundingClientRect().top))]);
  expect(tops).toHaveLength(1);
  await expect(categories.getByRole('button', { name: 'Promociones', exact: true })).toHaveCount(0);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'the header\u2019s "more" drop-down');
  await categories.getByRole('button', { name: 'Promociones', exact: true }).click();
  await expect(page).toHaveURL(/\/promotions/u);
  // The current category is under "Más": it carries the mark.
  await expect(more).toHaveAttribute('data-holds-current', 'true');
});
