// Activities on the promotions page against the real server (ADR 0021): a member applies with an
// image (the form refusing bad files first), the operator rejects, the member applies again, the
// operator approves with an amount, and the member claims it once.
import { calls } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');
const TITLE = 'Carrera de tragamonedas';
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

let promotionId = 0;

/** The id of the member's latest application, read from the operator's list. */
async function applicationOf(username: string): Promise<string> {
  const listed = await commands.operator(['applications', '--promotion', String(promotionId)]);
  const line = listed.split('\n').find((l) => l.includes(` ${username} `));
  const id = /^#(\d+)/u.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no application of ${username} in:\n${listed}`);
  return id;
}

describe('activities on the promotions page', () => {
  beforeAll(async () => {
    const { promotions } = await apiCall(calls.promotions, {
      query: { language: 'es', type: 'EVENT' },
    });
    promotionId = promotions.find((p) => p.title === TITLE)?.id ?? 0;
    expect(await commands.operator(['activity-apply-on', String(promotionId)])).toMatch(
      /takes applications/u,
    );
  });
  afterAll(async () => {
    await commands.operator(['activity-apply-off', String(promotionId)]);
  });

  it('takes an application with an image, refusing bad files, and pays the reward once', async () => {
    const { token, username } = await freshMember('activity');
    await renderApp('/promotions', { token, account: username });
    const panel = main().getByRole('region', { name: `Actividad: ${TITLE}` });
    await expect.element(panel.getByText('Inscripción abierta')).toBeVisible();
    await panel.getByRole('button', { name: 'Solicitar' }).click();

    const dialog = page.getByRole('dialog', { name: `Solicitud: ${TITLE}` });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.element(dialog.getByText('Escriba el contenido de la solicitud')).toBeVisible();

    const picker = dialog.getByLabelText('Imágenes');
    // A file named .png whose bytes are not an image.
    await userEvent.upload(picker, [new File(['GIF89a....'], 'falsa.png', { type: 'image/png' })]);
    await expect.element(dialog.getByText('falsa.png no es una imagen png o jpg')).toBeVisible();
    await dialog.getByRole('button', { name: 'Quitar falsa.png' }).click();
    await userEvent.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await expect.element(dialog.getByText('Como máximo 3 imágenes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Quitar d.png' }).click();
    await expect.element(dialog.getByText('Como máximo 3 imágenes')).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('img', { name: 'a.png' })).toBeVisible();
    await dialog.getByLabelText('Su solicitud').fill('Tengo 3 rondas ganadoras');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(panel.getByText('Solicitud en revisión')).toBeVisible();

    // The operator rejects it: the member reads why and may apply again.
    const first = await applicationOf(username);
    expect(await commands.operator(['applications', '--status', 'applying'])).toMatch(
      new RegExp(`#${first} promotion ${promotionId} ${username} applying 3 images`, 'u'),
    );
    await commands.operator(['application-reject', first, '--reason', 'Falta la fecha']);
    cleanup();
    await renderApp('/promotions', { token, account: username });
    await expect.element(panel.getByText('Motivo: Falta la fecha', { exact: false })).toBeVisible();
    await panel.getByRole('button', { name: 'Ver mi solicitud' }).click();
    const view = page.getByRole('dialog', { name: `Mi solicitud: ${TITLE}` });
    await expect.element(view.getByText('Tengo 3 rondas ganadoras')).toBeVisible();
    await expect.element(view.getByRole('img', { name: 'Imagen 3' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await panel.getByRole('button', { name: 'Solicitar de nuevo' }).click();
    await dialog.getByLabelText('Su solicitud').fill('Rondas del 24 de noviembre');
    await userEvent.upload(dialog.getByLabelText('Imágenes'), [png('fecha.png')]);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.element(panel.getByText('Solicitud en revisión')).toBeVisible();

    // Approved with an amount: the member claims it once.
    await commands.operator(['application-approve', await applicationOf(username), '12.50']);
    cleanup();
    await renderApp('/promotions', { token, account: username });
    const claim = panel.getByRole('button', { name: /^Reclamar .*12,50$/u });
    await expect.element(claim).toBeVisible();
    await claim.click();
    await expect.element(panel.getByText('Recompensa reclamada')).toBeVisible();
    await expect.element(claim).not.toBeInTheDocument();
    const { balance } = await apiCall(calls.balance, { token });
    expect(balance).toBe(12.5);
  }, 60_000);

  it('shows no activity to a visitor', async () => {
    await renderApp('/promotions');
    await expect.element(main().getByRole('heading', { name: TITLE })).toBeVisible();
    await expect
      .element(main().getByRole('region', { name: `Actividad: ${TITLE}` }))
      .not.toBeInTheDocument();
  });
});
