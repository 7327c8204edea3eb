// The chat room end to end: two members in two browsers talk in the Spanish room without a
// reload; markup arrives as text; the operator mutes one, who is told at once and can no longer
// write; a message the operator deletes leaves the other's room.
import { expect, logIn, openHome, operator, test, uniqueName } from './fixtures';

const PASSWORD = 'Quetzal7Marimba';
const PUSHED = { timeout: 5_000 };

test('two members chat, markup stays text, and a muted member cannot post', async ({
  page,
  browser,
}) => {
  const ana = uniqueName('ana');
  const beto = uniqueName('beto');
  await operator('create-account', 'member', ana, PASSWORD, '--adult');
  await operator('create-account', 'member', beto, PASSWORD, '--adult');

  await openHome(page);
  await logIn(page, ana, PASSWORD);
  const other = await browser.newContext();
  const second = await other.newPage();
  await openHome(second);
  await logIn(second, beto, PASSWORD);

  // Ana opens the room from the side menu; Beto from its address.
  await page.getByRole('navigation', { name: 'Menú lateral' }).getByText('Sala de chat').click();
  const anaRoom = page.getByRole('dialog', { name: 'Sala de chat' });
  await second.goto('/chat');
  const betoRoom = second.getByRole('dialog', { name: 'Sala de chat' });
  await expect(anaRoom.getByRole('textbox', { name: 'Escriba un mensaje' })).toBeVisible();
  await expect(betoRoom.getByRole('textbox', { name: 'Escriba un mensaje' })).toBeVisible();

  const hello = `Hola Beto ${ana.slice(-4)}`;
  await anaRoom.getByRole('textbox', { name: 'Escriba un mensaje' }).fill(hello);
  await anaRoom.getByRole('button', { name: 'Enviar' }).click();
  const betoLog = betoRoom.getByRole('log', { name: 'Mensajes de la sala' });
  await expect(betoLog.getByText(hello)).toBeVisible(PUSHED);

  const markup = `<img src=x onerror="document.title='owned'"> ${beto.slice(-4)}`;
  await betoRoom.getByRole('textbox', { name: 'Escriba un mensaje' }).fill(markup);
  await betoRoom.getByRole('textbox', { name: 'Escriba un mensaje' }).press('Enter');
  const anaLog = anaRoom.getByRole('log', { name: 'Mensajes de la sala' });
  await expect(anaLog.getByText(markup)).toBeVisible(PUSHED);
  await expect(anaLog.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');

  // The operator deletes Ana's message and mutes Beto: both rooms change without a reload.
  const listed = await operator('chat-messages', 'es', '--limit', '20');
  const id = new RegExp(`#(\\d+) .*${ana}`, 'u').exec(listed)?.[1];
  expect(id, listed).toBeDefined();
  await operator('chat-delete', id!);
  await expect(betoLog.getByText(hello)).toHaveCount(0, PUSHED);
  await operator('chat-mute', beto, '--minutes', '30', '--reason', 'prueba');
  await expect(betoRoom.getByText(/No puede escribir en la sala hasta el/u)).toBeVisible(PUSHED);
  await expect(betoRoom.getByRole('textbox', { name: 'Escriba un mensaje' })).toHaveCount(0);
  await other.close();
});
