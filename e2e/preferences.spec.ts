// Language and theme (spec 9, issue 7 shell): Spanish by default, English, Arabic right to left,
// and the dark and light themes, each remembered.
import { expect, expectAccessible, openHome, test } from './fixtures';

test('language: Spanish, then English, then Arabic right to left, kept after a reload', async ({
  page,
}) => {
  await openHome(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'es');
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  await menu.getByRole('button', { name: 'Idioma Español' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page, 'home in English');
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('button', { name: /^Language/u })
    .click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // No Arabic texts are bundled: they fall back to English.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'home in Arabic, right to left');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
});

test('theme: the switch turns dark to light and the choice is remembered', async ({ page }) => {
  await openHome(page);
  const html = page.locator('html');
  const toggle = page.getByRole('banner').getByRole('switch', { name: 'Tema oscuro' });
  const start = await html.getAttribute('data-theme');
  await toggle.click();
  const next = start === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', next);
  await expect(toggle).toHaveAttribute('aria-checked', String(next === 'dark'));
  await expectAccessible(page, `home in the ${next} theme`);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', next);
});
