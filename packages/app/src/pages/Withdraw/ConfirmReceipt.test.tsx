import { calls } from '@portal/contract';
import { formatAmount } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { freshMember } from '../../test/members';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
});

/** A real PNG (1x1, gray). */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const main = () => page.getByRole('main');
const history = () => main().getByRole('table', { name: 'Historial de retiros' });
const money = (n: number) => `$ ${formatAmount(n, 'es')}`;
/** The history is asked again every 5 s while a withdrawal waits for the operator. */
const refreshed = { timeout: 15_000 };

/** A member with a withdraw password, a bank account and two withdrawals the operator paid. */
async function memberWithPayouts() {
  const { token, username } = await freshMember('receipt', { credit: '1000' });
  await apiCall(calls.withdrawPassword, {
    body: { loginPassword: 'Member1234', newPassword: 'Retiro2468', confirmPassword: 'Retiro2468' },
    token,
  });
  const account = await apiCall(calls.receivingAccountAdd, {
    body: { kind: 'bank', name: 'Banco Demo', holder: 'Ana Pérez', number: 'ES1234567890' },
    token,
  });
  const paid: string[] = [];
  for (const amount of ['100', '80']) {
    const { reference } = await apiCall(calls.withdrawCreate, {
      body: {
        receivingAccountId: account.id,
        amount,
        withdrawPassword: 'Retiro2468',
        requestId: `${username}-${amount}-once`,
      },
      token,
    });
    await commands.operator(['withdrawal', 'approve', reference]);
    paid.push(reference);
  }
  return { token, username, paid: paid as [string, string] };
}

async function listed(token: string, reference: string) {
  const { list } = await apiCall(calls.withdrawList, { query: {}, token });
  return list.find((w) => w.reference === reference);
}

describe('the confirmation of a paid withdrawal (spec 4.11)', () => {
  it('confirms part of a payout, then reports the rest not received with a proof image, which the operator refunds', async () => {
    const { token, username, paid } = await memberWithPayouts();
    const [reference, other] = paid;
    await renderApp('/member?page=withdraw', { token, account: username });
    const row = history().getByRole('row').filter({ hasText: reference });
    await expect.element(row).toHaveTextContent(/Pagado/u);

    // Received…: above what is missing is refused where it is typed; then 40 of 100.
    await row.getByRole('button', { name: `Confirmar recepción de ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirmar el retiro ${reference}` });
    await expect.element(dialog).toHaveTextContent(/contará como recibido/u);
    await dialog.getByRole('button', { name: 'Recibido…' }).click();
    await expect
      .element(dialog.getByRole('button', { name: 'Recibido…' }))
      .toHaveAttribute('aria-pressed', 'true');
    const amount = dialog.getByLabelText(/^Importe recibido/u);
    await userEvent.fill(amount, '100,01');
    await userEvent.keyboard('{Enter}');
    await expect.element(amount).toHaveAccessibleDescription(/Como máximo \$ 100,00/u);
    await expect.element(amount).toHaveFocus();
    expect((await listed(token, reference))?.status).toBe('paid');
    await userEvent.fill(amount, '40');
    await userEvent.keyboard('{Enter}');
    const recorded = main().getByRole('status').filter({ hasText: 'Respuesta registrada' });
    await expect.element(recorded).toHaveTextContent(`${reference}, Recibido en parte`);
    await expect.element(recorded).toHaveFocus();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(row).toHaveTextContent(`Recibido ${money(40)} · Falta ${money(60)}`);
    expect(await listed(token, reference)).toMatchObject({
      status: 'partial',
      received: 40,
      remainder: 60,
    });

    // Not received: a file that is not an image is refused by its bytes, whatever its name.
    await row.getByRole('button', { name: `Confirmar recepción de ${reference}` }).click();
    await dialog.getByRole('button', { name: 'No recibido' }).click();
    const proof = dialog.getByLabelText(/^Comprobante/u);
    await userEvent.upload(proof, new File(['not an image'], 'proof.png', { type: 'image/png' }));
    await expect
      .element(proof)
      .toHaveAccessibleDescription(/El archivo no es una imagen png o jpg/u);
    await expect.element(proof).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(proof, new File([PNG], 'extracto.png', { type: 'image/png' }));
    await expect.element(proof).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Enviar la reclamación' }).click();
    await expect.element(recorded).toHaveTextContent(`${reference}, En reclamación`);
    await expect.element(row).toHaveTextContent(/En reclamación/u);
    await expect.element(row.getByRole('button')).not.toBeInTheDocument();
    expect((await listed(token, reference))?.status).toBe('disputed');

    // The operator refunds the 60 that did not arrive: the page asks again by itself, and the
    // header's balance shows them.
    const before = (await apiCall(calls.balance, { token })).balance;
    expect(await commands.operator(['dispute', reference, 'refund'])).toContain('60.00');
    await expect.element(row, refreshed).toHaveTextContent(/Reembolsado \(por el operador\)/u);
    await expect
      .element(page.getByRole('banner').getByText(formatAmount(before + 60, 'es')), refreshed)
      .toBeVisible();

    // All received: the other payout, in one click.
    const second = history().getByRole('row').filter({ hasText: other });
    await second.getByRole('button', { name: `Confirmar recepción de ${other}` }).click();
    await page
      .getByRole('dialog', { name: `Confirmar el retiro ${other}` })
      .getByRole('button', { name: 'Todo recibido' })
      .click();
    await expect.element(recorded).toHaveTextContent(`${other}, Recibido`);
    await expect.element(second.getByRole('button')).not.toBeInTheDocument();
    expect(await listed(token, other)).toMatchObject({ status: 'received', remainder: 0 });
  }, 90_000);

  it('refuses a proof image over 5 MB before sending it', async () => {
    const { token, username, paid } = await memberWithPayouts();
    await renderApp('/member?page=withdraw', { token, account: username });
    const row = history().getByRole('row').filter({ hasText: paid[0] });
    await row.getByRole('button', { name: `Confirmar recepción de ${paid[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirmar el retiro ${paid[0]}` });
    await dialog.getByRole('button', { name: 'No recibido' }).click();
    const proof = dialog.getByLabelText(/^Comprobante/u);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    await userEvent.upload(proof, new File([big], 'grande.png', { type: 'image/png' }));
    await expect.element(proof).toHaveAccessibleDescription(/La imagen ocupa más de 5 MB/u);
    await dialog.getByRole('button', { name: 'Enviar la reclamación' }).click();
    await expect.element(proof).toHaveFocus();
    expect((await listed(token, paid[0]))?.status).toBe('paid');
  }, 60_000);
});
