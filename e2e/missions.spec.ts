// The missions end to end: the operator adds a mission with the CLI, a member plays the demo slot
// until it is complete, sees the red count on the member centre's menu, claims the reward once,
// and finds it in the balance and among the bonuses; a member enters a raffle the operator
// opened (the entry mark by valid bets is proven by the server and browser tests). The operator's ledger check stays clean.
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  spinDemoSlot,
  test,
  tiles,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';

/** The header's balance as a number (Spanish format: 1.234,56). */
async function headerBalance(page: Parameters<typeof header>[0]): Promise<number> {
  const text = (await header(page).textContent()) ?? '';
  const shown = /(\d{1,3}(?:\.\d{3})*,\d{2})/u.exec(text)?.[1] ?? '';
  return Number(shown.replace(/\./gu, '').replace(',', '.'));
}

test('a member completes a mission on the demo slot, sees the count, and claims it once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const player = uniqueName('msn');
  const title = `Tres rondas ${player}`;
  const added = await operator(
    'mission-add',
    '--kind',
    'rounds',
    '--target',
    '3',
    '--reward',
    '4',
    '--title-es',
    title,
    '--title-en',
    `Three rounds ${player}`,
  );
  const mission = /#(\d+)/u.exec(added)?.[1] ?? '';
  expect(added).toMatch(/^mission #\d+ \(rounds 3, reward 4\.00\)/u);
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await operator('credit', player, '100');
  try {
    await openHome(page);
    await logIn(page, player, PASSWORD);
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'Menú del centro de miembros' });
    const card = main.getByRole('listitem').filter({ hasText: title });

    // Not complete yet: one round of three.
    await tiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/seamless\?/u);
    await spinDemoSlot(page, '5', 1);
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the demo slot after a round');
    await page.goto('/member?page=missionLeaderboard');
    await expect(main.getByRole('heading', { level: 1, name: 'Misiones' })).toBeVisible();
    await expect(card.getByText('1 de 3')).toBeVisible();
    await expect(card.getByText('En curso')).toBeVisible();
    await expectAccessible(page, 'the missions in progress');

    // Two rounds more: complete, and the menu counts it.
    await page.goto('/');
    await tiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/seamless\?/u);
    await spinDemoSlot(page, '5', 2);
    await page.goto('/member?page=missionLeaderboard');
    await expect(card.getByText('3 de 3')).toBeVisible();
    await expect(menu.getByRole('button', { name: /Misiones/u })).toContainText(/[1-9]/u);
    await expectAccessible(page, 'the missions with one to claim');

    await header(page).getByRole('button', { name: 'Actualizar saldo' }).click();
    const before = await headerBalance(page);
    await card.getByRole('button', { name: 'Reclamar la recompensa' }).click();
    await expect(main.getByRole('status')).toContainText('4,00 abonados');
    await expect(card.getByText('Recompensa reclamada')).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(header(page)).toContainText((before + 4).toFixed(2).replace('.', ','));
    await expectAccessible(page, 'the missions after the claim');

    // The leaderboard counts the rounds' 15,00 of valid bets today.
    await main.getByRole('tab', { name: 'Clasificación' }).click();
    await page.getByRole('combobox', { name: 'Periodo' }).selectOption('day');
    await expect(main.getByText(/^N\.º \d+ · .*15,00$/u)).toBeVisible();
    await expectAccessible(page, 'the leaderboard');

    await page.goto('/member?page=bonusDetails');
    const bonuses = main.getByRole('table', { name: 'Bonos' });
    await expect(bonuses.getByRole('row')).toHaveCount(2);
    await expect(bonuses.getByRole('row').nth(1)).toContainText('Recompensa de misión');
    await expect(bonuses.getByRole('row').nth(1)).toContainText('4,00');
    await expectAccessible(page, 'the bonuses with the mission reward');
  } finally {
    await operator('mission-end', mission);
  }
  expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
});

test('a member enters an open raffle once, its seed hash published', async ({ page }) => {
  test.setTimeout(240_000);
  const player = uniqueName('rfl');
  const title = `Rifa ${player}`;
  expect(
    await operator(
      'raffle-add',
      '--title-es',
      title,
      '--prizes',
      '30,10',
      '--min-bets',
      '0',
      '--draw',
      '2099-12-24T20:00Z',
    ),
  ).toMatch(/seed hash [0-9a-f]{64}$/u);
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await operator('credit', player, '100');
  await openHome(page);
  await logIn(page, player, PASSWORD);
  const main = page.getByRole('main');
  await page.goto('/member?page=missionLeaderboard');
  await expect(main.getByRole('heading', { level: 1, name: 'Misiones' })).toBeVisible();
  await main.getByRole('tab', { name: 'Sorteos' }).click();
  const card = main.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(/^Sus apuestas válidas: .*0,00$/u)).toBeVisible();
  // The seed's hash is there from the opening; the seed itself only once drawn.
  await expect(card.getByText(/^[0-9a-f]{64}$/u)).toBeVisible();
  await expectAccessible(page, 'the raffles');
  await card.getByRole('button', { name: 'Participar en el sorteo' }).click();
  await expect(main.getByRole('status')).toContainText(`Ya participa en el sorteo ${title}`);
  await expect(card.getByText('Participa en el sorteo', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'the raffles after the entry');
});
