// The agent area (spec 2.8, 6): agents sign in at /agent and land on /agentHome; others are refused.
import { expect, expectAccessible, logIn, openHome, redirectedFrom, test } from './fixtures';

test('an agent signs in at /agent and lands on the agent centre', async ({ page }) => {
  await page.goto('/agent');
  await expect(
    page.getByText('Asesoría profesional: de lunes a viernes, de 12:00 a 21:00.'),
  ).toBeVisible();
  // Spec 2.2: the agent login has no remember-me.
  await expect(page.getByRole('checkbox', { name: 'Recordarme' })).toHaveCount(0);
  await expectAccessible(page, '/agent');
  await page.getByRole('textbox', { name: 'Usuario' }).fill('agent01');
  await page.getByRole('textbox', { name: 'Contraseña' }).fill('Agent1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/agentHome$/u);
  await expect(page.getByRole('navigation', { name: 'Menú del centro de agentes' })).toBeVisible();
  await expect(page.getByText('Resumen del equipo').first()).toBeVisible();
  await expect(page.getByText(/GMT/u)).toBeVisible();
  await expectAccessible(page, '/agentHome');
});

test('a member is refused at /agent with "only agents can log in"', async ({ page }) => {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Usuario' }).fill('demo01');
  await page.getByRole('textbox', { name: 'Contraseña' }).fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Solo los agentes pueden iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/agent$/u);
});

test('a logged-in member opening /agentHome is sent to /agent', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'demo01', 'Demo1234');
  // The header's user menu has no agent entry for a member (spec 2.4).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /demo01/u })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Agente' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  redirectedFrom('/agentHome');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/u);
});
