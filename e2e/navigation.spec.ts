// The shell a visitor moves through (spec 2.1, 2.4, 2.5): route aliases and pop-up routes, the
// header's vendor drop-down and its RNG rule, and the side menu as a drawer on a phone.
import { chunkFile, expect, expectAccessible, header, openHome, test, tiles } from './fixtures';

test('/login opens home with the login pop-up; /help#term opens the help centre on the terms', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/u);
  await page.goto('/help#term');
  const help = page.getByRole('dialog', { name: 'Centro de ayuda' });
  await expect(help.getByRole('tab', { name: 'Términos y condiciones' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page, '/help with the help centre open on the terms');
  // Closing it goes back to home.
  await help.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/$/u);
});

test('a category of the header opens its vendors on hover; an RNG vendor goes to /rng?vassalage', async ({
  page,
}) => {
  await openHome(page);
  const categories = header(page).getByRole('navigation', { name: 'Categorías de juegos' });
  const slots = categories.getByRole('button', { name: 'Tragamonedas', exact: true });
  // Once the drop-downs have loaded (Radix marks its triggers); the test below hovers earlier.
  await expect(slots).toHaveAttribute('aria-expanded', 'false');
  await slots.hover();
  await expect(slots).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'home with the slots drop-down open');
  await categories.getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page).toHaveURL(/\/rng\?.*vassalage=PT/u);
  // The pointer leaves the header: resting where the drop-down was, it could open it again by
  // hover, and an open drop-down hides the page from the accessibility tree (axe then finds no h1).
  await page.mouse.move(640, 880);
  await expect(slots).toHaveAttribute('aria-expanded', 'false');
  await expect(tiles(page).first()).toBeVisible();
  await expect(tiles(page).first().getByRole('button').first()).toHaveAccessibleName(/, PT$/u);
  // The category page is a chunk of its own: its title is there before the page is scanned.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a 360 px phone the side menu is a drawer opened from the header', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHome(page);
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  await expect(menu).toBeHidden();
  await header(page).getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Idioma Español' })).toBeVisible();
  await expectAccessible(page, 'home on a phone with the drawer open');
  await menu.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(menu).toBeHidden();
});

test('a category hovered before its drop-downs have loaded opens once they arrive', async ({
  page,
}) => {
  // A phone's network: the drop-downs (a chunk of their own) come after the bar they belong to.
  // Held until the category has been hovered, however long the page takes on a busy machine.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(`**/${chunkFile('CategoryNav')}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
  const categories = header(page).getByRole('navigation', { name: 'Categorías de juegos' });
  const slots = categories.getByRole('button', { name: 'Tragamonedas', exact: true });
  await slots.hover();
  // The bar without its drop-downs yet (Radix marks its triggers with aria-expanded).
  await expect(slots).not.toHaveAttribute('aria-expanded');
  release();
  await expect(slots).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(categories.getByRole('button', { name: 'PT', exact: true })).toBeVisible();
});
