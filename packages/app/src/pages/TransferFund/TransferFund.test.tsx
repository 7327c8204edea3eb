import { calls } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
  cleanup();
});

const main = () => page.getByRole('main');
const money = (n: number) => `$ ${formatAmount(n, 'es')}`;
const wallets = async (token: string) =>
  Object.fromEntries(
    (await apiCall(calls.merchantWallet, { token })).wallets.map((w) => [w.code, w.balance]),
  );

/**
 * Loses the answer of the first wallet transfer the page sends (the server has applied it, the
 * page never hears), as a dropped connection would; keeps every body sent.
 */
function loseFirstTransferAnswer(): string[] {
  const sent: string[] = [];
  window.fetch = async (input, init) => {
    const answer = await realFetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('GCS_walletTransfer')) {
      sent.push(String(init?.body));
      if (sent.length === 1) throw new TypeError('Failed to fetch');
    }
    return answer;
  };
  return sent;
}

describe('the wallet page (spec 2.7 transferFund)', () => {
  it('says there is nothing to transfer while the operator keeps a single wallet', async () => {
    const { token, username } = await freshMember('wallet1', { credit: '50' });
    await renderApp('/member?page=transferFund', { token, account: username });
    await expect
      .element(main().getByRole('heading', { level: 1, name: 'Billetera' }))
      .toBeVisible();
    await expect
      .element(main().getByRole('heading', { name: 'No hay nada que transferir' }))
      .toBeVisible();
    await expect.element(main().getByText(/usa una sola billetera/u)).toBeVisible();
    expect(main().getByRole('form').elements()).toHaveLength(0);
  });

  it('moves money to the DEMO wallet and back, once per move even when an answer is lost, and the header follows', async () => {
    const { token, username } = await freshMember('wallet2', { credit: '200' });
    await commands.operator(['wallet-mode', 'transfer']);
    try {
      await renderApp('/member?page=transferFund', { token, account: username });
      const cards = main().getByRole('region', { name: 'Sus billeteras' });
      await expect.element(cards.getByText('Billetera principal', { exact: true })).toBeVisible();
      await expect.element(cards.getByText(money(200))).toBeVisible();
      await expect.element(cards.getByText('Juegos demo', { exact: true })).toBeVisible();
      await expect.element(cards.getByText(money(0))).toBeVisible();

      const form = main().getByRole('form', { name: 'Transferir entre billeteras' });
      const toDemo = form.getByRole('radio', { name: 'De la billetera principal a Juegos demo' });
      await expect.element(toDemo).toBeChecked();
      const amount = form.getByLabelText(/^Importe/u);
      const submit = form.getByRole('button', { name: 'Transferir' });

      // More than the main wallet holds is refused where it is typed, and nothing is sent: the
      // field says why once left, and a submit from the button puts the focus back on it.
      await userEvent.fill(amount, '250');
      await userEvent.tab();
      await expect.element(submit).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect.element(amount).toHaveFocus();
      await expect
        .element(amount)
        .toHaveAccessibleDescription(/supera el saldo de Billetera principal \(\$ 200,00\)/u);
      expect(await wallets(token)).toEqual({ MAIN: 200, DEMO: 0 });

      // The first answer is lost: the page says so, and sending the same move again carries the
      // same reference, so the money moves once.
      const sent = loseFirstTransferAnswer();
      await userEvent.fill(amount, '75,50');
      await submit.click();
      await expect
        .element(form.getByRole('alert'))
        .toHaveTextContent('La conexión de red es anormal, inténtelo de nuevo');
      await submit.click();
      const result = main().getByRole('status').filter({ hasText: 'Transferencia hecha' });
      await expect.element(result).toBeVisible();
      expect(sent).toHaveLength(2);
      const [first, second] = sent.map((body) => JSON.parse(body) as Record<string, string>);
      expect(first).toEqual(second);
      expect(first).toMatchObject({ from: 'MAIN', to: 'DEMO', amount: '75.50' });
      expect(first?.['reference_no']).toMatch(/^[0-9a-f]{32}$/u);
      await expect.element(result).toHaveTextContent(first?.['reference_no'] ?? '-');
      expect(await wallets(token)).toEqual({ MAIN: 124.5, DEMO: 75.5 });
      // The page's wallets and the header's balance are asked again.
      await expect.element(cards.getByText(money(75.5))).toBeVisible();
      await expect
        .element(page.getByRole('banner').getByText(formatAmount(124.5, 'es')))
        .toBeVisible();

      // Back to the main wallet: a new move, with a reference of its own.
      await form.getByRole('radio', { name: 'De Juegos demo a la billetera principal' }).click();
      await expect.element(amount).toHaveAccessibleDescription(/Hasta \$ 75,50 \(Juegos demo\)/u);
      await userEvent.fill(amount, '25');
      await submit.click();
      await expect.element(result).toHaveTextContent(money(25));
      expect(sent).toHaveLength(3);
      const back = JSON.parse(sent[2] ?? '{}') as Record<string, string>;
      expect(back).toMatchObject({ from: 'DEMO', to: 'MAIN', amount: '25' });
      expect(back['reference_no']).not.toBe(first?.['reference_no']);
      expect(await wallets(token)).toEqual({ MAIN: 149.5, DEMO: 50.5 });
      await expect
        .element(page.getByRole('banner').getByText(formatAmount(149.5, 'es')))
        .toBeVisible();
      expect(await commands.operator(['ledger-check'])).toMatch(/^ledger OK/u);
    } finally {
      await commands.operator(['wallet-mode', 'single']);
    }
  }, 60_000);
});
