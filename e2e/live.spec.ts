// Live models and PVP rooms (spec 1, 6, 7.1): a member goes from the live casino to the live
// models, opens a model's chat, sends a message and reads the model's reply from the server's
// demo provider; and sees the PVP rooms of the card games with what each asks.
import { expect, expectAccessible, logIn, openHome, operator, test, uniqueName } from './fixtures';

test('a member opens a live model, chats with it, and the model answers', async ({ page }) => {
  const username = uniqueName('live');
  await operator('create-account', 'member', username, 'Member1234', '--adult');
  await openHome(page);
  await logIn(page, username, 'Member1234');

  await page.goto('/live');
  await expectAccessible(page, 'the live casino, with its way to the live models');
  await page.getByRole('main').getByRole('link', { name: 'Chatee con modelos en vivo' }).click();
  await expect(page).toHaveURL(/\/liveModels$/u);
  const models = page.getByRole('list', { name: 'Modelos' });
  const emma = models
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Emma', exact: true }) });
  await expect(emma).toContainText('En línea');
  await expect(emma).toContainText('Habla inglés');
  await expectAccessible(page, 'the live models');

  await emma.getByRole('button', { name: 'Chatear con Emma' }).click();
  await expect(page).toHaveURL(/\/liveChat\?modelId=\d+&name=Emma$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat con Emma' })).toBeVisible();
  // Focus is in the chat, not left on the page's body.
  await expect(page.locator('main iframe')).toBeFocused();
  const chat = page.frameLocator('main iframe');
  await expect(chat.locator('.message.model')).toHaveCount(1);
  await expect(chat.locator('.message.model .text')).toContainText('Soy Emma');
  await expect(chat.locator('#viewers')).toHaveText('1 en el chat');
  await expectAccessible(page, 'the chat with a live model');

  await chat.getByLabel('Su mensaje').fill('¿Cómo te llamas?');
  await chat.getByLabel('Su mensaje').press('Enter');
  await expect(chat.locator('.message.member .text')).toHaveText('¿Cómo te llamas?');
  await expect(chat.locator('.message.model .text').last()).toHaveText(
    'Me llamo Emma. ¿Y tú, desde dónde me escribes?',
  );
  await expect(chat.getByLabel('Su mensaje')).toHaveValue('');

  // The member counts among Emma's viewers while the chat is open, and no more once back.
  const viewers = async () => {
    const res = await page.request.get('/wps/relay/GCS_liveModels', {
      headers: { Merchant: 'PORTAL' },
    });
    const { value } = (await res.json()) as {
      value: { models: { name: string; viewers: number }[] };
    };
    return value.models.find((m) => m.name === 'Emma')?.viewers;
  };
  expect(await viewers()).toBeGreaterThanOrEqual(1);
  const during = (await viewers()) ?? 0;
  await page.getByRole('link', { name: 'Volver a los modelos' }).click();
  await expect(page).toHaveURL(/\/liveModels$/u);
  await expect.poll(viewers).toBe(during - 1);
});

test('the /pvp centre lists the rooms of the card games, open to the balance', async ({ page }) => {
  const username = uniqueName('pvp');
  await operator('create-account', 'member', username, 'Member1234', '--adult');
  await operator('credit', username, '100');
  await openHome(page);
  await logIn(page, username, 'Member1234');

  await page.goto('/pvp');
  await page.getByRole('main').getByRole('tab', { name: 'Salas' }).click();
  await expect(page).toHaveURL(/\/pvp\?view=rooms$/u);
  const rooms = page.getByRole('region', { name: 'Salas PVP' });
  await expect(rooms.getByText(/^Su saldo: \D*100,00$/u)).toBeVisible();
  const first = rooms.getByRole('list').nth(1);
  await expect(first.getByRole('listitem')).toHaveCount(4);
  await expect(first.getByRole('listitem').nth(0)).toContainText('Principiantes');
  await expect(
    first
      .getByRole('listitem')
      .nth(0)
      .getByRole('button', { name: /^Entrar en/u }),
  ).toBeEnabled();
  await expect(first.getByRole('listitem').nth(3)).toContainText('Saldo insuficiente');
  await expectAccessible(page, 'the PVP rooms');

  // A room open to the member starts its game.
  await first
    .getByRole('listitem')
    .nth(0)
    .getByRole('button', { name: /^Entrar en/u })
    .click();
  await expect(page).toHaveURL(/\/seamless\?/u);
  await expect(page.frameLocator('main iframe').locator('#balance')).toHaveText(/100/u);
  await expectAccessible(page, 'a PVP game started from its room');
});
