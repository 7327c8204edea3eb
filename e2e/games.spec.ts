// Games as a member and as a trial user (spec 2.6, 2.10, 4.10, 6): favourites, a demo game played
// for real money of the ledger, and the trial account kept out.
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  playUntilTheBalanceMoves,
  test,
  tiles,
  uniqueName,
} from './fixtures';

/**
 * A fresh member with money, logged in on home; `adult`: opened with the member's word of being 18
 * or over (without it the age gate, on by default, asks at the first game).
 */
async function freshMember(page: Page, amount = '500', adult = true) {
  const username = uniqueName('mem');
  await operator('create-account', 'member', username, 'Member1234', ...(adult ? ['--adult'] : []));
  await operator('credit', username, amount);
  await openHome(page);
  await logIn(page, username, 'Member1234');
  return username;
}

test('favourites: a member adds a game, finds it on /favorite, and removes it', async ({
  page,
}) => {
  await freshMember(page);
  const tile = tiles(page).first();
  const name = (await tile.getByRole('button').first().getAttribute('aria-label')) ?? '';
  const toggle = tile.getByRole('button', { name: 'Favorito' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('navigation', { name: 'Menú lateral' }).waitFor();
  await page.goto('/favorite');
  const saved = tiles(page);
  await expect(saved).toHaveCount(1);
  await expect(saved.first().getByRole('button').first()).toHaveAccessibleName(name);
  await expectAccessible(page, '/favorite');
  // Toggling is throttled to once a second (spec 4.10).
  await page.waitForTimeout(1_100);
  await saved.first().getByRole('button', { name: 'Favorito' }).click();
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No hay juegos aquí por ahora')).toBeVisible();
});

test('a member launches a demo slot, confirms being 18 or over, spins, and the balance changes in the game and the header', async ({
  page,
}) => {
  // The age gate and the spins: more than the default on a busy machine.
  test.setTimeout(90_000);
  await freshMember(page, '500', false);
  await expect(header(page)).toContainText('$ 500,00');
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless\?/u);
  // The age gate: a member opened without the word of being 18 or over gives it here, once.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Confirme que es mayor de 18 años',
  );
  await page.getByRole('button', { name: 'Confirmo que tengo 18 años o más' }).click();
  // Focus is in the game, not left on the page's body.
  await expect(page.locator('main iframe')).toBeFocused();
  const game = page.frameLocator('main iframe');
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/500/u);
  await expectAccessible(page, 'the seamless game area with the demo slot');
  // The portal reads the same ledger: refreshing the header balance shows the game's.
  const shown = (await playUntilTheBalanceMoves(page, '10')).replace(/[^\d,.]/gu, '');
  await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
  await expect(header(page)).toContainText(shown);

  // The rounds in the records: journeys.spec.ts.
});

test("with the operator's CDNs, the pictures and the game come from them within the page's policy", async ({
  page,
  baseURL,
}) => {
  // The same server under another origin stands in for the CDN (`cdn` takes plain http only on
  // this machine); the portal's host is named so that the game page admits it as its framer.
  const cdn = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await operator('cdn', 'image', cdn);
  await operator('cdn', 'launch', cdn);
  await operator('domains', '127.0.0.1');
  try {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    await freshMember(page, '100');
    const picture = tiles(page).first().locator('img');
    await expect(picture).toHaveAttribute('src', new RegExp(`^${cdn}/games/icons/`, 'u'));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await tiles(page).first().getByRole('button').first().click();
    await expect(page.locator('main iframe')).toHaveAttribute(
      'src',
      new RegExp(`^${cdn}/demo/play/`, 'u'),
    );
    await expect(page.frameLocator('main iframe').locator('#balance')).toHaveText(/100/u);
    expect(refused).toEqual([]);
  } finally {
    await operator('cdn', 'image', 'off');
    await operator('cdn', 'launch', 'off');
    await operator('domains', 'off');
  }
});
