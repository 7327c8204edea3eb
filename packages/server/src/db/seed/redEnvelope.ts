import { createCampaign } from '../../promos/redEnvelope';
import type { Queryable } from '../types';

/**
 * The demo's red-envelope campaign (cli red-envelope add), running from the first start for 30
 * days: 888.00 in 88 envelopes of at least 1.00. Written once, by its seed key.
 */
export async function seedRedEnvelopes(tx: Queryable): Promise<void> {
  const [had] = await tx.query<{ id: number }>(
    "SELECT id FROM red_envelope_campaigns WHERE seed_key = 'demo-red-envelope'",
  );
  if (had) return;
  const now = Date.now();
  await createCampaign(tx, {
    texts: {
      es: { title: 'Sobre rojo de bienvenida' },
      en: { title: 'Welcome red envelope' },
    },
    totalCents: 88_800,
    count: 88,
    minCents: 100,
    startsAt: new Date(now - 3_600_000),
    endsAt: new Date(now + 30 * 86_400_000),
    seedKey: 'demo-red-envelope',
  });
}
