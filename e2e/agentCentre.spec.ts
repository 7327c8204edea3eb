// The agent centre end to end (spec 2.8, 4.11): an agent opens a sub-agent, offers it a real-time
// salary contract that it accepts; the sub-agent opens a member who plays; the agent's overview
// and team betting show the rounds; the operator runs the settlement at a chosen instant (a test
// clock, not a sleep) and the salary is on the agent's page and in its account record; a new,
// lower rate accepted by the sub-agent ends the contract it had given its own sub-agent.
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  header,
  logIn,
  logOut,
  openHome,
  operator,
  spinDemoSlot,
  test,
  tiles,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';
const centreMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Menú del centro de agentes' });

let loginScanned = false;

async function agentLogIn(page: Page, username: string) {
  await page.goto('/agent');
  if (!loginScanned) await expectAccessible(page, 'the agent login');
  loginScanned = true;
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/agentHome$/u);
  // The agent centre is a chunk of its own: its page is there once its heading is (hidden from the
  // accessibility tree when the contract pop-up has opened over it first).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resumen del equipo', includeHidden: true }),
  ).toBeVisible();
}

async function agentLogOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cerrar sesión' });
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/agent$/u);
}

/** Opens an account of the team from the agent centre's registerCenter. */
async function openAccount(page: Page, kind: 'Miembro' | 'Subagente', username: string) {
  await centreMenu(page).getByRole('button', { name: 'Abrir cuenta' }).click();
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(`^${kind}`, 'u') }).check();
  await main.getByLabel(/^Usuario/u).fill(username);
  await main.getByLabel(/^Contraseña/u).fill(PASSWORD);
  await main.getByLabel(/^Confirmar contraseña/u).fill(PASSWORD);
  await main.getByRole('button', { name: 'Abrir la cuenta' }).click();
  await expect(main.getByRole('status').filter({ hasText: username })).toContainText('abierta');
  await main.getByRole('button', { name: 'Abrir otra cuenta' }).click();
}

/** Offers a direct sub-agent a real-time salary from that kind's page. */
async function offerRealtime(page: Page, username: string, rate: string) {
  await centreMenu(page).getByRole('button', { name: 'Salario en tiempo real' }).click();
  const form = page.getByRole('main').getByRole('region', { name: 'Ofrecer un contrato' });
  await form.getByLabel(/^Subagente/u).fill(username);
  await form.getByLabel(/^Tasa/u).fill(rate);
  await form.getByRole('button', { name: 'Ofrecer' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `Oferta enviada a ${username}` }),
  ).toBeVisible();
}

/** Logs in as the sub-agent and accepts the offer the contract pop-up shows. */
async function acceptOffer(page: Page, username: string) {
  await agentLogIn(page, username);
  const popup = page.getByRole('dialog', { name: 'Ofertas de contrato' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Aceptar' }).first().click();
  await expect(popup.getByRole('status')).toContainText('Contrato aceptado');
  return popup;
}

test('an agent grows a team, pays a real-time salary once a period, and a lower rate ends the one below', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const top = uniqueName('top');
  const sub = uniqueName('sub');
  const subSub = uniqueName('ssb');
  const player = uniqueName('ply');
  await operator('create-account', 'agent', top, PASSWORD);
  await operator('credit', top, '1000');
  const flags = await operator('flags');
  const hadRealtime = /\bRTSALARY3\b/u.test(flags);
  if (!hadRealtime) await operator('flags', 'on', 'RTSALARY3');
  try {
    // The agent opens a sub-agent and offers it 1.5 % of its team's bets every 5 minutes.
    await agentLogIn(page, top);
    await expectAccessible(page, 'the agent centre');
    await openAccount(page, 'Subagente', sub);
    await expectAccessible(page, 'the account opened from the register centre');
    await offerRealtime(page, sub, '1.5');
    await expectAccessible(page, 'the real-time salary page with an offer');
    await agentLogOut(page);

    // The sub-agent accepts on login, opens a member of its own and a sub-agent below it, and
    // gives that sub-agent the same rate it has.
    const popup = await acceptOffer(page, sub);
    await expectAccessible(page, 'the contract pop-up after an accept', { popup: true });
    await popup.getByRole('button', { name: 'Cerrar' }).first().click();
    await openAccount(page, 'Miembro', player);
    await openAccount(page, 'Subagente', subSub);
    await offerRealtime(page, subSub, '1.5');
    await agentLogOut(page);
    await acceptOffer(page, subSub);
    await page
      .getByRole('dialog', { name: 'Ofertas de contrato' })
      .getByRole('button', { name: 'Cerrar' })
      .first()
      .click();
    await agentLogOut(page);

    // The member plays three rounds of 10.
    await operator('credit', player, '100');
    await openHome(page);
    await logIn(page, player, PASSWORD);
    await expect(header(page)).toContainText('100,00');
    await tiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/seamless\?/u);
    // Opened by the agent, the member gives its word of being 18 or over at the first game.
    await page.getByRole('button', { name: 'Confirmo que tengo 18 años o más' }).click();
    await spinDemoSlot(page, '10', 3);
    await expectAccessible(page, 'the demo slot after three rounds');
    // Out of the game (its bar holds no user menu), back to the lobby, and sign out there.
    await header(page).getByRole('button', { name: 'Salir del juego' }).click();
    await logOut(page, player);

    // A period passes on the test clock: the operator settles as of ten minutes from now.
    const at = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(await operator('settle', '--at', at)).toMatch(/paid/u);

    // The agent sees the rounds in the overview and the team betting, and the salary paid.
    await agentLogIn(page, top);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Hoy' })).toContainText('30,00');
    await centreMenu(page).getByRole('button', { name: 'Apuestas del equipo' }).click();
    const bets = main.getByRole('table').first();
    await expect(bets.getByRole('row').filter({ hasText: player })).toHaveCount(3);
    await expectAccessible(page, 'the team betting with the rounds');
    await centreMenu(page).getByRole('button', { name: 'Salario en tiempo real' }).click();
    // 1.5 % of the three rounds' 30.00, in one period or two if the rounds crossed a boundary:
    // the range's total paid out says it; the later periods without bets owed nothing.
    const settlements = main.getByRole('table', { name: /^Liquidaciones de/u });
    await expect(settlements.getByRole('row').filter({ hasText: sub }).first()).toBeVisible();
    await expect(main.getByText('Total pagado').locator('..')).toContainText('0,45');
    await expectAccessible(page, 'the real-time salary page with a paid period');
    // The ledger: the salary left the agent's wallet, in its account record.
    await page.goto('/member?page=transactionHistory');
    await expect(
      page.getByRole('table', { name: 'Historial de cuenta' }).getByRole('row').nth(1),
    ).toContainText('Salario de agente');
    await expectAccessible(page, "the agent's account record with the salary");

    // A lower rate for the sub-agent ends the 1.5 % it gave below when it accepts.
    await page.goto('/agentHome');
    await offerRealtime(page, sub, '1');
    await agentLogOut(page);
    const lower = await acceptOffer(page, sub);
    const ended = lower.getByRole('region', { name: 'Contratos de su equipo finalizados' });
    await expect(ended).toContainText(subSub);
    expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
  } finally {
    if (!hadRealtime) await operator('flags', 'off', 'RTSALARY3');
  }
});
