// The demo's missions and raffle: two missions without an end (bet a total, play rounds) and an
// open raffle that draws a week after the seeding, so that the missions page has something to show.
import type { Queryable } from '../types';
import { newSeed } from '../../missions/draw';

export async function seedMissions(tx: Queryable): Promise<void> {
  const missions = [
    ['bet-total', '200', '5', { es: 'Apueste 200 esta temporada', en: 'Bet 200 this season' }],
    ['rounds', '20', '2', { es: 'Juegue 20 rondas', en: 'Play 20 rounds' }],
  ] as const;
  for (const [kind, target, reward, titles] of missions)
    await tx.query(
      `INSERT INTO missions (kind, target, reward, titles) VALUES ($1, $2::numeric, $3::numeric, $4::jsonb)`,
      [kind, target, reward, JSON.stringify(titles)],
    );
  const { seed, seedHash } = newSeed();
  await tx.query(
    `INSERT INTO raffles (titles, prizes, min_bets, draw_at, seed, seed_hash)
     VALUES ($1::jsonb, $2::numeric[], 50, now() + interval '7 days', $3, $4)`,
    [
      JSON.stringify({ es: 'Sorteo semanal', en: 'Weekly raffle' }),
      ['100', '50', '25'],
      seed,
      seedHash,
    ],
  );
}
