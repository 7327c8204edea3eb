// Language and theme (spec 9, issue 7 shell): Spanish by default, English, the operator's Arabic
// right to left, and the dark and light themes, each remembered.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
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
  // Arabic is offered once the operator has added its texts (TEXTS_DIR: docs/examples/texts).
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const login = page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' });
  await expect(login).toBeVisible();
  await expectAccessible(page, 'home in Arabic, right to left');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(login).toBeVisible();
});

/** The value of a theme token on the page, e.g. `--color-brand-primary`. */
const token = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test("the operator's theme.json reskins the portal without a rebuild; a bad one is ignored", async ({
  page,
}) => {
  const example = JSON.parse(
    readFileSync(new URL('../docs/examples/operator-theme.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  // What an operator puts beside the app: the server serves it as it is.
  await page.route('**/theme.json', (route) => route.fulfill({ json: example }));
  await openHome(page);
  await page.locator('html').evaluate((html) => html.setAttribute('data-theme', 'dark'));
  await expect.poll(() => token(page, '--color-brand-primary')).toBe('#3ddc97');
  await expect.poll(() => token(page, '--radius-md')).toBe('4px');
  await expectAccessible(page, "home in the operator's theme");

  // A theme.json that breaks the token contract leaves the built-in themes, with a warning.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/theme.json', (route) =>
    route.fulfill({ json: { color: { brand: { primary: 'not a colour' } } } }),
  );
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('theme.json ignored: /color/brand');
  expect(await token(page, '--radius-md')).not.toBe('4px');
});
