// Activities end to end (ADR 0021): the operator opens a promotion to applications, a member
// applies with an image, the operator approves it with an amount, the member claims the reward
// once and the balance shows it; the reward is among the bonuses, and the ledger check stays clean.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  expectAccessible,
  header,
  logIn,
  openHome,
  operator,
  test,
  uniqueName,
} from './fixtures';

const PASSWORD = 'Quetzal7Marimba';
const TITLE = 'Carrera de tragamonedas';
/** A real 1×1 gray PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member applies with an image, the operator approves, and the reward is claimed once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const player = uniqueName('act');
  await operator('create-account', 'member', player, PASSWORD, '--adult');
  await openHome(page);
  await logIn(page, player, PASSWORD);
  await expect(header(page)).toContainText('0,00');

  const main = page.getByRole('main');
  await page.goto('/promotions');
  await expect(main.getByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible();
  const card = main
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: TITLE }) });
  const promotionId = ((await card.getAttribute('id')) ?? '').replace('promotion-', '');
  expect(promotionId).toMatch(/^\d+$/u);

  expect(await operator('activity-apply-on', promotionId)).toMatch(/takes applications/u);
  try {
    await page.reload();
    const panel = main.getByRole('region', { name: `Actividad: ${TITLE}` });
    await expect(panel).toContainText('Inscripción abierta');
    await expectAccessible(page, 'the promotions page with an activity to join');
    await panel.getByRole('button', { name: 'Solicitar' }).click();
    const dialog = page.getByRole('dialog', { name: `Solicitud: ${TITLE}` });
    await dialog.getByLabel('Su solicitud').fill('Gané tres rondas seguidas el domingo');
    const file = join(tmpdir(), `${player}-captura.png`);
    writeFileSync(file, PNG);
    await dialog.getByLabel('Imágenes').setInputFiles(file);
    await expect(dialog.getByRole('img', { name: `${player}-captura.png` })).toBeVisible();
    await expectAccessible(page, 'the application form with an image', { popup: true });
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText('Solicitud en revisión');

    const listed = await operator(
      'applications',
      '--status',
      'applying',
      '--promotion',
      promotionId,
    );
    const line = listed.split('\n').find((l) => l.includes(` ${player} `)) ?? '';
    expect(line).toMatch(/ applying 1 image /u);
    const id = /^#(\d+)/u.exec(line)?.[1] ?? '';
    expect(await operator('application-approve', id, '35')).toBe(
      `application #${id} issued: the member may claim 35.00 once`,
    );

    await page.reload();
    const claim = panel.getByRole('button', { name: /^Reclamar .*35,00$/u });
    await expect(claim).toBeVisible();
    await expectAccessible(page, 'the promotions page with a reward to claim');
    await claim.click();
    await expect(panel).toContainText('Recompensa reclamada');
    await expect(claim).toBeHidden();
    await expect(header(page)).toContainText('35,00');
    // Paid once: the operator's list says claimed, a second approval is refused.
    expect(
      await operator('applications', '--status', 'claimed', '--promotion', promotionId),
    ).toContain(`#${id} promotion ${promotionId} ${player} claimed amount 35.00`);
    await expect(operator('application-approve', id, '35')).rejects.toThrow(/is claimed/u);

    await page.goto('/member?page=bonusDetails');
    const bonuses = main.getByRole('table', { name: 'Bonos' });
    await expect(bonuses.getByRole('row').nth(1)).toContainText('Recompensa de actividad');
    await expect(bonuses.getByRole('row').nth(1)).toContainText(TITLE);
    await expectAccessible(page, 'the bonuses with the activity reward');
    expect(await operator('ledger-check')).toMatch(/^ledger OK/u);
  } finally {
    await operator('activity-apply-off', promotionId);
  }
});
