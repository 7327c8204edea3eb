import { randomBytes } from 'node:crypto';
import type { Queryable } from '../types';

/**
 * The demo's deposit channels: two paid through the demo provider (a page where the player
 * "pays", which sends the signed callback) and one the operator confirms by hand from the CLI.
 * Each gets a secret of its own for its provider's signatures.
 */
const CHANNELS = [
  {
    code: 'demo-bank',
    kind: 'bank',
    name: ['Transferencia bancaria (demo)', 'Bank transfer (demo)'],
    instructions: [
      'Pulse «Pagar ahora»: el proveedor de demostración confirma el pago al momento.',
      'Press "Pay now": the demo provider confirms the payment at once.',
    ],
    min: '10.00',
    max: '50000.00',
    fee: '0.00',
    provider: 'demo',
  },
  {
    code: 'demo-wallet',
    kind: 'ewallet',
    name: ['Monedero electrónico (demo)', 'E-wallet (demo)'],
    instructions: [
      'Pague desde su monedero en la página del proveedor de demostración. Comisión: 1,00.',
      "Pay from your wallet on the demo provider's page. Fee: 1.00.",
    ],
    min: '5.00',
    max: '5000.00',
    fee: '1.00',
    provider: 'demo',
  },
  {
    code: 'usdt-trc20',
    kind: 'crypto',
    name: ['USDT (TRC-20)', 'USDT (TRC-20)'],
    instructions: [
      'Envíe el importe a TQ5demoAddressOnlyForTheDemo0000 con la referencia; el operador lo confirma.',
      'Send the amount to TQ5demoAddressOnlyForTheDemo0000 with the reference; the operator confirms it.',
    ],
    min: '20.00',
    max: '100000.00',
    fee: '0.00',
    provider: null,
  },
] as const;

/** Seeds the demo channels into an empty channel table. */
export async function seedDepositChannels(tx: Queryable): Promise<void> {
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM deposit_channels',
  );
  if (n > 0) return;
  for (const [sort, c] of CHANNELS.entries()) {
    await tx.query(
      `INSERT INTO deposit_channels (code, kind, name_es, name_en, instructions_es, instructions_en,
         min_amount, max_amount, fee, provider, secret, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10, $11, $12)`,
      [
        c.code,
        c.kind,
        c.name[0],
        c.name[1],
        c.instructions[0],
        c.instructions[1],
        c.min,
        c.max,
        c.fee,
        c.provider,
        randomBytes(32).toString('base64url'),
        sort,
      ],
    );
  }
}
