import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { solvedCaptcha } from '../../test/captcha';
import { freshMember, playRounds } from '../../test/members';
import { apiLogin, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('invite friends (spec 2.7 referral)', () => {
  it('shares the code, lists the friend who registered with it, and pays the reward once', async () => {
    expect(await commands.operator(['referral', 'on'])).toMatch(/^referral on/u);
    expect(await commands.operator(['referral-rules'])).toMatch(/reward 10\.00 .* reach 100\.00$/u);
    const { token, username } = await freshMember('host');
    await renderApp('/member?page=referral', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Invitar amigos' }))
      .toBeVisible();
    await expect
      .element(main().getByText('Todavía no se ha registrado ningún amigo'))
      .toBeVisible();
    const code = main().getByRole('code').first();
    await expect.element(code).toBeVisible();
    const invitation = code.element().textContent ?? '';
    cleanup();

    // A friend registers with the code and plays 100,00.
    const friend = `fr${Date.now().toString(36).slice(-8)}`;
    await apiCall(calls.register, {
      body: {
        username: friend,
        password: 'Quetzal7Marimba',
        confirmPassword: 'Quetzal7Marimba',
        referralCode: invitation,
        adult: true,
        captcha: await solvedCaptcha(),
      },
    });
    await commands.operator(['credit', friend, '100']);
    await playRounds(await apiLogin(friend, 'Quetzal7Marimba'), [60, 40]);

    await renderApp('/member?page=referral', { token, account: username });
    const table = main().getByRole('table', { name: 'Sus amigos' });
    await expect.element(table.getByRole('cell', { name: 'Recompensa por cobrar' })).toBeVisible();
    await main().getByRole('button', { name: 'Cobrar recompensas' }).click();
    await expect
      .element(
        main()
          .getByRole('status')
          .filter({ hasText: /\(amigos: 1\)$/u }),
      )
      .toHaveTextContent(/10,00 \(amigos: 1\)$/u);
    await expect.element(table.getByRole('cell', { name: /^Cobrada: .*10,00$/u })).toBeVisible();
    await expect.element(main().getByRole('button', { name: 'Cobrar recompensas' })).toBeDisabled();
  });
});
