import type { Queryable } from '../types';

/**
 * The demo's points mall and VIP levels (a live mall from the first `npm start`): the earning and
 * conversion rates where the operator has set none, a catalogue, and the levels. Each is added
 * only when there is none yet, so the operator's own are never touched.
 */
export const DEMO_POINT_RATES: Record<string, number> = { RNG: 1, FISH: 1, LIVE: 0.5, LOTT: 0.5 };

export const DEMO_REWARDS = [
  {
    key: 'bonus-5',
    name: 'Cupón de mesa en vivo',
    description: 'Un cupón de 5 para la mesa en vivo que elija, entregado al aprobarse el canje.',
    kind: 'virtual',
    points: 50,
    amount: '5.00',
    requires: '0.00',
    stock: 500,
  },
  {
    key: 'free-spins',
    name: '20 giros gratis',
    description: 'Veinte giros gratis en las tragamonedas de la semana.',
    kind: 'virtual',
    points: 200,
    amount: '20.00',
    requires: '100.00',
    stock: 100,
  },
  {
    key: 'mug',
    name: 'Taza Portal',
    description: 'Taza de cerámica con el logo, enviada a su dirección.',
    kind: 'item',
    points: 800,
    amount: '15.00',
    requires: '0.00',
    stock: 25,
  },
  {
    key: 'headphones',
    name: 'Auriculares inalámbricos',
    description: 'Auriculares con cancelación de ruido, enviados a su dirección.',
    kind: 'item',
    points: 20_000,
    amount: '120.00',
    requires: '5000.00',
    stock: 3,
  },
] as const;

export const DEMO_VIP_LEVELS = [
  { level: 1, name: 'VIP 1', bets: '500.00', benefits: ['Rebate +0.1%', 'Soporte prioritario'] },
  { level: 2, name: 'VIP 2', bets: '5000.00', benefits: ['Rebate +0.2%', 'Bono mensual de 50'] },
  {
    level: 3,
    name: 'VIP 3',
    bets: '20000.00',
    benefits: ['Rebate +0.3%', 'Bono mensual de 200', 'Regalo de cumpleaños'],
  },
  {
    level: 4,
    name: 'VIP 4',
    bets: '100000.00',
    benefits: ['Rebate +0.5%', 'Bono mensual de 1000', 'Gerente de cuenta personal'],
  },
] as const;

export async function seedPointsDemo(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE settings SET value = value || jsonb_build_object('rates', $1::jsonb, 'convertAmount', '1.00')
     WHERE key = 'points' AND value->'rates' = '{}'::jsonb`,
    [JSON.stringify(DEMO_POINT_RATES)],
  );
  for (const r of DEMO_REWARDS)
    await tx.query(
      `INSERT INTO points_rewards (seed_key, name, description, kind, points, amount, amount_required, stock, stock_added)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $8) ON CONFLICT (seed_key) DO NOTHING`,
      [r.key, r.name, r.description, r.kind, r.points, r.amount, r.requires, r.stock],
    );
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM vip_levels',
  );
  if (n > 0) return;
  for (const l of DEMO_VIP_LEVELS)
    await tx.query(
      'INSERT INTO vip_levels (level, name, valid_bets, benefits) VALUES ($1, $2, $3::numeric, $4::jsonb)',
      [l.level, l.name, l.bets, JSON.stringify(l.benefits)],
    );
}
