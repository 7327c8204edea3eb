import { calls } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createI18n } from '../i18n';
import { apiCall } from '../test/api';
import { freshMember } from '../test/members';
import { useAvailablePromo } from './promos';
import { useClaimPromo } from './promosWrites';
import { tokenStore } from './tokenStore';
import { useBalance } from './wallet';

afterEach(() => {
  cleanup();
  tokenStore.set(null);
  vi.restoreAllMocks();
});

/** The offer and the balance as a page shows them, and a claim of `promotionId`. */
function Probe({ promotionId }: { promotionId: number }) {
  const offer = useAvailablePromo();
  const { balance } = useBalance();
  const claim = useClaimPromo();
  const ids = offer.data?.promos.map((p) => p.promotionId);
  return (
    <>
      <output aria-label="offer">{ids ? ids.join(',') || 'none' : 'loading'}</output>
      <output aria-label="balance">{balance ?? 'loading'}</output>
      <output aria-label="state">{claim.pending ? 'pending' : 'idle'}</output>
      <button type="button" onClick={() => void claim.trigger({ body: { promotionId } })}>
        claim
      </button>
    </>
  );
}

describe('useClaimPromo', () => {
  it('asks again for the offer and the balance it changed, and nothing else', async () => {
    const { token } = await freshMember('claimhook');
    const { promos } = await apiCall(calls.availablePromo, { token });
    const promo = promos[0]!;
    const before = (await apiCall(calls.balance, { token })).balance;
    tokenStore.set(token);

    await render(
      <I18nextProvider i18n={createI18n('es')}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Probe promotionId={promo.promotionId} />
        </SWRConfig>
      </I18nextProvider>,
    );
    const offer = page.getByRole('status', { name: 'offer' });
    await expect.element(offer).toHaveTextContent(String(promo.promotionId));
    await expect
      .element(page.getByRole('status', { name: 'balance' }))
      .toHaveTextContent(String(before));

    const fetches = vi.spyOn(window, 'fetch');
    await userEvent.click(page.getByRole('button', { name: 'claim' }));
    await expect.element(offer).not.toHaveTextContent(String(promo.promotionId));
    await expect.element(page.getByRole('status', { name: 'state' })).toHaveTextContent('idle');
    const asked = fetches.mock.calls.map(([url]) => new URL(String(url), location.href).pathname);
    fetches.mockRestore();
    const after = (await apiCall(calls.balance, { token })).balance;
    expect(after).toBeCloseTo(before + promo.claimAmount, 2);
    await expect
      .element(page.getByRole('status', { name: 'balance' }))
      .toHaveTextContent(String(after));
    expect(asked.filter((p) => p.endsWith(calls.claimPromo.path))).toHaveLength(1);
    expect(asked.filter((p) => p.endsWith(calls.availablePromo.path))).toHaveLength(1);
    expect(asked.filter((p) => p.endsWith(calls.balance.path))).toHaveLength(1);
    expect(asked).toHaveLength(3);
  });
});
