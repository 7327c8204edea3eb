// The demo's live models: a few online in both languages, one busy and one offline, so that the
// live models page shows every status. Their avatars are drawn by the server.
import type { Queryable } from '../types';

export const DEMO_LIVE_MODELS = [
  { name: 'Valentina', language: 'es', status: 'online' },
  { name: 'Camila', language: 'es', status: 'online' },
  { name: 'Emma', language: 'en', status: 'online' },
  { name: 'Sofía', language: 'es', status: 'busy' },
  { name: 'Olivia', language: 'en', status: 'offline' },
] as const;

/** Adds the demo models into an empty list; a list the operator has touched is kept. */
export async function seedLiveModels(tx: Queryable): Promise<void> {
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM live_models',
  );
  if (n > 0) return;
  for (const model of DEMO_LIVE_MODELS)
    await tx.query('INSERT INTO live_models (name, language, status) VALUES ($1, $2, $3)', [
      model.name,
      model.language,
      model.status,
    ]);
}
