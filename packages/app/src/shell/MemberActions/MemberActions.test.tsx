import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { switchLanguage } from '../../i18n';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

let serial = 0;
/** A member of its own, so that what it claims and reads changes no other test's count. */
async function freshMember(): Promise<{ username: string; token: string }> {
  const username = `unclaim${Date.now().toString(36).slice(-5)}${(serial += 1)}`;
  await commands.operator(['create-account', 'member', username, 'Member1234', '--adult']);
  return { username, token: await apiLogin(username, 'Member1234') };
}

/**
 * The app for a member of its own: its first login meets the members' announcements (renderApp
 * closes them ahead for the demo accounts only), closed here as a player would.
 */
async function renderAsFreshMember(token: string) {
  const rendered = await renderApp('/', { token });
  const dialog = page.getByRole('dialog');
  await expect.element(dialog).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  return rendered;
}

/** The header's user menu: its name holds the account and, when above 0, the unclaimed count. */
const userMenu = (account: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(account) });

describe('the unclaimed count of the header (spec 2.4)', () => {
  it('shows the demo member its available promo plus unread messages, named in Spanish and English', async () => {
    const token = await apiLogin('demo01', 'Demo1234');
    const { i18n } = await renderApp('/', { token });
    // The seed: the welcome bonus to claim, two unread messages of three.
    await expect
      .element(userMenu('demo01'))
      .toHaveAccessibleName(/demo01.*3 sin reclamar: promociones y mensajes/);
    await switchLanguage(i18n, 'en');
    await expect
      .element(userMenu('demo01'))
      .toHaveAccessibleName(/demo01.*3 unclaimed: promotions and messages/);
    await switchLanguage(i18n, 'es');
  });

  it("counts the operator's message, and hides the count once it is read", async () => {
    const member = await freshMember();
    // A new member may claim the welcome bonus: claimed, it no longer counts.
    await apiCall(calls.claimPromo, {
      body: {
        promotionId: (await apiCall(calls.availablePromo, { token: member.token })).promos[0]!
          .promotionId,
      },
      token: member.token,
    });
    await commands.operator([
      'message',
      member.username,
      '--title',
      'Bienvenido',
      '--content',
      'Su cuenta está lista.',
    ]);
    await renderAsFreshMember(member.token);
    await expect
      .element(userMenu(member.username))
      .toHaveAccessibleName(new RegExp(`${member.username}.*1 sin reclamar`));
    const read = await apiCall(calls.messageRead, { body: { all: true }, token: member.token });
    expect(read).toEqual({ marked: 1, unreadMessage: 0 });
    // Coming back to the tab asks again (SWR lets a focus through 5 s after the first answer),
    // and the count is gone at 0.
    await expect
      .poll(
        () => {
          window.dispatchEvent(new Event('focus'));
          return userMenu(member.username).element().textContent ?? '';
        },
        { timeout: 15_000, interval: 500 },
      )
      .not.toMatch(/sin reclamar/);
    await expect.element(userMenu(member.username)).toBeVisible();
  });

  it('shows the invite-friends shortcut only while the referral promo is enabled', async () => {
    const member = await freshMember();
    const invite = () => page.getByRole('banner').getByRole('button', { name: 'Invitar amigos' });
    try {
      await commands.operator(['referral', 'off']);
      await renderAsFreshMember(member.token);
      await expect.element(page.getByText('Saldo', { exact: true })).toBeVisible();
      // The affiliate module (AFFMAN3) is on: only the server's REFERRAL.enabled hides it.
      await expect.poll(() => invite().elements().length).toBe(0);
      cleanup();
      await commands.operator(['referral', 'on']);
      await renderAsFreshMember(member.token);
      await expect.element(invite()).toBeVisible();
    } finally {
      await commands.operator(['referral', 'on']);
    }
  });
});
