import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the bonuses (spec 2.7 bonusDetails)', () => {
  it('lists a promotion just claimed, named, with its amount and the total', async () => {
    const { token, username } = await freshMember('bonus', { credit: '5' });
    const { promos } = await apiCall(calls.availablePromo, { token });
    const promo = promos[0]!;
    await apiCall(calls.claimPromo, { body: { promotionId: promo.promotionId }, token });

    await renderApp('/member?page=bonusDetails', { token, account: username });
    await expect.element(main().getByRole('heading', { level: 1, name: 'Bonos' })).toBeVisible();
    const table = main().getByRole('table', { name: 'Bonos' });
    const rows = table.getByRole('row');
    // The claim alone: the demo funds credited by the operator are not a bonus.
    await expect.poll(() => rows.elements().length).toBe(2);
    const row = rows.elements()[1]!.textContent ?? '';
    expect(row).toContain('Bono de promoción');
    expect(row).toContain(promo.title);
    const total = main().getByText('Total de bonos');
    const amount = new Intl.NumberFormat('es', { minimumFractionDigits: 2 }).format(
      promo.claimAmount,
    );
    expect(total.element().parentElement?.textContent).toContain(amount);
    expect(row).toContain(amount);
  });

  it('says so when the days hold no bonus', async () => {
    const { token, username } = await freshMember('bonus');
    await renderApp('/member?page=bonusDetails', { token, account: username });
    await expect.element(main().getByText('No hay bonos en estas fechas')).toBeVisible();
  });
});
