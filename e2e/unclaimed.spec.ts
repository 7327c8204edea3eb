// The header's unclaimed count (spec 2.4): the member's available promos plus unread messages,
// from the server, with a message the operator sends through the CLI.
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

test('a member sees the unclaimed count in the header, the operator message included', async ({
  page,
}) => {
  const name = uniqueName('inbox');
  await operator('create-account', 'member', name, 'Member1234');
  await operator('message', name, '--title', 'Bienvenido', '--content', 'Su cuenta está lista.');
  await openHome(page);
  await logIn(page, name, 'Member1234');
  // The welcome bonus a new member may claim, and the operator's message.
  await expect(
    header(page).getByRole('button', {
      name: new RegExp(`${name}.*2 sin reclamar: promociones y mensajes`, 'u'),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'the header with the unclaimed count');
});
