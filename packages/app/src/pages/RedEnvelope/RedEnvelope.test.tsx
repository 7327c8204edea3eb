import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

const main = () => page.getByRole('main');

describe('the red envelope page', () => {
  it('lets a member open one envelope of the running campaign: the amount, and the balance after it', async () => {
    const { token, username } = await freshMember('envelope');
    const before = (await apiCall(calls.balance, { token })).balance;
    const live = (await apiCall(calls.redEnvelopes, { token, query: {} })).campaigns.find(
      (c) => c.status === 'running',
    );
    if (!live) throw new Error('the seed runs a red envelope campaign');
    expect(live.mine).toBeNull();

    await renderApp('/redEnvelope', { token, account: username });
    const card = main().getByRole('region', { name: live.title });
    await expect.element(card).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Abrir mi sobre' }));
    await expect.element(card.getByRole('status')).toHaveTextContent(/¡Su sobre traía .+!/u);
    await expect
      .element(card.getByRole('button', { name: 'Abrir mi sobre' }))
      .not.toBeInTheDocument();

    // The server paid it once, through the ledger: the balance grew by the envelope's amount, and
    // the page shows the balance after it.
    const mine = (await apiCall(calls.redEnvelopes, { token, query: {} })).campaigns.find(
      (c) => c.campaignId === live.campaignId,
    )?.mine;
    expect(mine?.amount).toBeGreaterThanOrEqual(live.minShare);
    const after = (await apiCall(calls.balance, { token })).balance;
    expect(after).toBeCloseTo(before + (mine?.amount ?? 0), 2);
    await expect.element(card.getByText(/^Saldo: /u)).toBeVisible();

    // Opened again, the page says the envelope was opened, with no grab.
    cleanup();
    await renderApp('/redEnvelope', { token, account: username });
    const again = main().getByRole('region', { name: live.title });
    await expect.element(again.getByText(/^Ya abrió su sobre: traía /u)).toBeVisible();
    await expect
      .element(again.getByRole('button', { name: 'Abrir mi sobre' }))
      .not.toBeInTheDocument();
  });

  it('is reached from the promotions page and from the reward centre by its teaser', async () => {
    const { token, username } = await freshMember('teaser');
    const live = (await apiCall(calls.redEnvelopes, { query: {} })).campaigns.find(
      (c) => c.status === 'running' && c.left > 0,
    );
    if (!live) throw new Error('the seed runs a red envelope campaign');
    for (const from of ['/promotions', '/member?page=rewardCenter']) {
      const { router } = await renderApp(from, { token, account: username });
      const teaser = main().getByRole('complementary', { name: 'Sobre rojo' });
      await expect.element(teaser).toHaveTextContent(`Sobre rojo: ${live.title}`);
      await userEvent.click(teaser.getByRole('link', { name: 'Ver el sobre rojo' }));
      await expect.element(main().getByRole('region', { name: live.title })).toBeVisible();
      await expect
        .poll(() => `${from} → ${router.state.location.pathname}`)
        .toBe(`${from} → /redEnvelope`);
      cleanup();
    }
  });

  it('asks a visitor to log in', async () => {
    await renderApp('/redEnvelope');
    await expect.element(main().getByText('Inicie sesión para abrir su sobre rojo.')).toBeVisible();
    await expect.element(main().getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
