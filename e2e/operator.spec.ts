// System status switched by the operator CLI on the running server (spec 2.1, 4.1, 8).
import { expect, expectAccessible, operator, test } from './fixtures';

test.afterEach(async () => {
  await operator('maintenance', 'off');
  await operator('region', 'deny');
});

test('maintenance on shows the maintenance page; off brings the portal back', async ({ page }) => {
  await operator('maintenance', 'on');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible();
  await expect(
    page.getByText('El sitio está en mantenimiento para mejorar su experiencia.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atención al cliente' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page, 'the maintenance page');
  await operator('maintenance', 'off');
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
});

test('a blocked region shows the region page with the visitor IP; maintenance wins over it', async ({
  page,
}) => {
  await operator('region', 'deny', '127.0.0.0/8');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
  await expect(
    page.getByText('Acceso restringido: su ubicación o su IP está bloqueada.'),
  ).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expectAccessible(page, 'the region-blocked page');
  await operator('maintenance', 'on');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible();
});
