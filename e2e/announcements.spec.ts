// Announcement pop-ups (spec 4.9): published with the operator CLI, shown by execution (visitors
// B, members A), and once closed not shown again in the same session.
import { expect, expectAccessible, header, operator, test } from './fixtures';

const published: string[] = [];
async function publish(execution: 'A' | 'B', title: string) {
  const out = await operator(
    'publish',
    'announcement',
    '--type',
    'H',
    '--execution',
    execution,
    `--title:es`,
    title,
    `--content:es`,
    `<p>${title}: texto de prueba.</p>`,
  );
  const id = /#(\d+)/u.exec(out)?.[1];
  if (id) published.push(id);
}

test.afterEach(async () => {
  for (const id of published.splice(0)) await operator('withdraw', 'announcement', id);
});

test('a visitor sees the visitor announcement once a session, with register and free play; a member sees the member one, once however often they log in', async ({
  page,
}) => {
  await publish('B', 'Aviso para visitantes');
  await publish('A', 'Aviso para miembros');
  await page.goto('/');
  const visitor = page.getByRole('dialog', { name: 'Aviso para visitantes' });
  await expect(visitor).toContainText('Aviso para visitantes: texto de prueba.');
  await expect(page.getByRole('dialog', { name: 'Aviso para miembros' })).toHaveCount(0);
  // A visitor's welcome offers what comes next.
  await expect(visitor.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Probar gratis' })).toBeVisible();
  await expectAccessible(page, 'an announcement pop-up', { popup: true });
  await visitor.getByRole('button', { name: 'Cerrar' }).click();
  await expect(visitor).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expect(visitor).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'Usuario' }).fill('demo01');
  await login.getByRole('textbox', { name: 'Contraseña' }).fill('Demo1234');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  const member = page.getByRole('dialog', { name: 'Aviso para miembros', exact: true });
  await expect(member).toBeVisible();
  await member.getByRole('button', { name: 'Cerrar' }).click();
  await expect(member).toHaveCount(0);

  // Logged out and in again in the same session: only an announcement published since shows.
  await publish('A', 'Segundo aviso para miembros');
  await header(page)
    .getByRole('button', { name: /demo01/u })
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cerrar sesión' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  // Logged in by hand: the new announcement is modal and hides the header from the accessibility
  // tree as soon as it opens, so the header's account button cannot be what this waits for.
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await login.getByRole('textbox', { name: 'Usuario' }).fill('demo01');
  await login.getByRole('textbox', { name: 'Contraseña' }).fill('Demo1234');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  const second = page.getByRole('dialog', { name: 'Segundo aviso para miembros' });
  await expect(second).toBeVisible();
  await expect(second.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expect(member).toHaveCount(0);
  await expect(visitor).toHaveCount(0);
});
