// A new player's whole way in, as one journey on a phone and one on a desktop: a visitor
// registers, deposits through the demo provider, plays the demo slot and finds the rounds and the
// deposit in the records. Each journey starts in one theme and switches to the other half-way, so
// that every step is seen by axe in light on one device and in dark on the other.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillUsernameRegistration,
  header,
  openHome,
  playUntilTheBalanceMoves,
  solveCaptcha,
  test,
  tiles,
  uniqueName,
} from './fixtures';

type Theme = 'light' | 'dark';

const DEVICES = [
  {
    device: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    first: 'dark',
  },
  { device: 'desktop', use: { viewport: { width: 1440, height: 900 } }, first: 'light' },
] as const;

/** The theme switch: in the header on a desktop, in the side menu's drawer on a phone. */
async function switchTheme(page: Page, to: Theme) {
  const inHeader = header(page).getByRole('switch', { name: 'Tema oscuro' });
  if (!(await inHeader.isVisible()))
    await header(page).getByRole('button', { name: 'Menú' }).click();
  const toggle = page.getByRole('switch', { name: 'Tema oscuro' }).first();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await expect(toggle).toHaveAttribute('aria-checked', String(to === 'dark'));
  // The drawer closes as a player leaves it.
  if (!(await inHeader.isVisible())) await page.keyboard.press('Escape');
}

/** Registers with a username and a mobile number verified by its SMS code (REGMOBVERF3). */
async function register(page: Page, username: string, password: string) {
  await header(page).getByRole('button', { name: 'Registrarse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await expect(dialog.getByRole('tab', { name: 'Usuario' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page, 'the register pop-up', { popup: true });
  const panel = dialog.getByRole('tabpanel', { name: 'Usuario' });
  await fillUsernameRegistration(page, panel, username, password);
  // The terms box first left unticked: the form stays, and says what is missing.
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Tengo 18 años/u })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /Tengo 18 años/u }).check();
  await solveCaptcha(panel);
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: new RegExp(username, 'u') })).toBeVisible();
}

/** Deposits through the demo provider's page, opened in a tab of its own, and waits for the credit. */
async function deposit(page: Page, amount: string, main: Locator) {
  await header(page).getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/u);
  await main.getByRole('radio', { name: 'Transferencia bancaria (demo)' }).check();
  await main.getByRole('textbox', { name: /Importe/u }).fill(amount);
  await main.getByRole('button', { name: 'Depositar' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Depósito iniciado' })).toContainText(
    'Pendiente',
  );
  await expectAccessible(page, 'the deposit page with a pending deposit');
  const [provider] = await Promise.all([
    page.context().waitForEvent('page'),
    main.getByRole('link', { name: /Pagar ahora/u }).click(),
  ]);
  await provider.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(provider.getByRole('status')).toContainText('Pago enviado');
  await expectAccessible(provider, 'the demo payment provider');
  // Paying twice does nothing more: the page says the deposit is decided.
  await provider.reload();
  await expect(provider.getByRole('status')).toContainText('ya está decidido');
  await provider.close();
  const history = main.getByRole('table', { name: 'Historial de depósitos' });
  await expect(history.getByRole('row').nth(1)).toContainText('Acreditado', { timeout: 15_000 });
  await expect(history.getByRole('row')).toHaveCount(2);
}

for (const { device, use, first } of DEVICES) {
  const second: Theme = first === 'dark' ? 'light' : 'dark';
  test.describe(`on a ${device}`, () => {
    test.use({ ...use, colorScheme: first });

    test(`a visitor registers, deposits, plays and finds it all in the records (${first}, then ${second})`, async ({
      page,
    }) => {
      // Registration, a payment in another tab, rounds and two records, each with axe.
      test.setTimeout(120_000);
      const username = uniqueName('way');
      const password = 'Fresh kiwi 1234';
      const main = page.getByRole('main');
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', first);
      await expectAccessible(page, `home for a visitor on a ${device} (${first})`);

      await register(page, username, password);
      await expect(page).toHaveURL(/\/$/u);
      // A new account starts with nothing; the header shows it, and where to deposit.
      await expect(header(page)).toContainText('$ 0,00');
      await expectAccessible(page, `home for a new member on a ${device} (${first})`);

      await deposit(page, '1500', main);
      await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
      await expect(header(page)).toContainText('$ 1.500,00');

      // Half-way, the other theme; the choice holds from page to page.
      await switchTheme(page, second);
      await expectAccessible(page, `the deposit page on a ${device} (${second})`);

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', second);
      await tiles(page).first().getByRole('button').first().click();
      await expect(page).toHaveURL(/\/seamless\?/u);
      // Registered with the word of being 18 or over: the game opens without the age gate.
      await expect(page.locator('main iframe')).toBeFocused();
      await expectAccessible(page, `the demo slot on a ${device} (${second})`);
      const shown = (await playUntilTheBalanceMoves(page, '25')).replace(/[^\d,.]/gu, '');
      await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
      await expect(header(page)).toContainText(shown);

      // The rounds in the betting record; the deposit and the rounds in the account record, which
      // ends at the balance the game showed.
      await page.goto('/member?page=personalHistoryCopy');
      const bets = page.getByRole('table', { name: 'Historial de apuestas' });
      await expect(bets.getByRole('row').nth(1)).toContainText('25,00');
      await expectAccessible(page, `the betting record on a ${device} (${second})`);
      // On a phone the member centre's menu is folded behind its button.
      const menu = page.getByRole('navigation', { name: 'Menú del centro de miembros' });
      if (device === 'phone')
        await menu.getByRole('button', { name: 'Menú del centro de miembros' }).click();
      await menu.getByRole('button', { name: 'Historial de cuenta' }).click();
      const movements = page.getByRole('table', { name: 'Historial de cuenta' });
      await expect(movements.getByRole('row').nth(1)).toContainText(shown);
      await expect(movements.getByRole('row').filter({ hasText: '1.500,00' })).not.toHaveCount(0);
      await expectAccessible(page, `the account record on a ${device} (${second})`);
    });
  });
}
