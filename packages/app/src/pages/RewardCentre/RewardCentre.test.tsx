import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the reward centre (spec 2.7 rewardCenter)', () => {
  it('lists the promotion a new member may claim; a claim credits it once and the balance follows', async () => {
    const { token, username } = await freshMember('reward');
    const before = (await apiCall(calls.balance, { token })).balance;
    const { promos } = await apiCall(calls.availablePromo, { token });
    expect(promos.length).toBeGreaterThan(0);
    const promo = promos[0]!;

    await renderApp('/member?page=rewardCenter', { token, account: username });
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Menú del centro de miembros' })
          .getByRole('button', { name: /Centro de recompensas/ }),
      )
      .toHaveAccessibleName(`Centro de recompensas Recompensas por reclamar: ${promos.length}`);
    const card = main().getByRole('article', { name: promo.title });
    await expect.element(card).toBeVisible();
    const claim = card.getByRole('button', { name: 'Reclamar' });
    await userEvent.click(claim);
    await expect.element(card.getByRole('status')).toHaveTextContent('Acreditado a su saldo');
    await expect.element(page.getByText(/^Se acreditaron .+ a su saldo$/u)).toBeVisible();

    // The server paid it once: the balance grew by the amount, and the promo is no longer offered.
    const after = await apiCall(calls.balance, { token });
    expect(after.balance).toBeCloseTo(before + promo.claimAmount, 2);
    expect((await apiCall(calls.availablePromo, { token })).promos).not.toContainEqual(
      expect.objectContaining({ promotionId: promo.promotionId }),
    );
  });

  it('sends a member with nothing to claim to the promotions', async () => {
    const { token, username } = await freshMember('reward');
    for (const promo of (await apiCall(calls.availablePromo, { token })).promos)
      await apiCall(calls.claimPromo, { body: { promotionId: promo.promotionId }, token });
    const { router } = await renderApp('/member?page=rewardCenter', { token, account: username });
    await expect
      .element(main().getByRole('heading', { name: 'No tiene recompensas por reclamar' }))
      .toBeVisible();
    await main().getByRole('button', { name: 'Ver promociones' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/promotions');
  });
});
