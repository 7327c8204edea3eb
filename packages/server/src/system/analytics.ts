// The operator's analytics (spec 7.2: the system info's `gtagId`): the measurement id of the
// operator's analytics tag. The app loads the tag only after the player consents, and the page's
// policy admits the tag's origins only while an id is set (http/operatorCsp.ts). Audited.
import { audit, operatorName } from '../commands/audit';
import type { Db } from '../db/types';
import { getSetting, setSetting } from '../settings/settings';

export const ANALYTICS_USAGE = `  analytics                                the analytics measurement id (none: no analytics)
  analytics <G-XXXXXXXXXX>|off             set it (loaded after the player's consent) or remove it`;

/** A tag's measurement id: G- (analytics) or GT- (a tag), then letters and digits. */
const MEASUREMENT_ID = /^GT?-[A-Z0-9]{4,20}$/u;

/** `analytics ...`: shows, sets or removes the analytics measurement id. */
export async function analyticsCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  const show = (id: string | null) => `analytics: ${id ?? '(none)'}`;
  const [raw, ...rest] = args;
  if (raw === undefined) return show(system.gtagId);
  if (rest.length) throw new Error('analytics takes one measurement id, or off');
  const id = raw === 'off' ? null : raw.trim().toUpperCase();
  if (id !== null && !MEASUREMENT_ID.test(id))
    throw new Error(`"${raw}" is not a measurement id (like G-ABC123XYZ9)`);
  await setSetting(db, 'system', { ...system, gtagId: id });
  await audit(db, {
    actor: operatorName(),
    action: 'analytics',
    subject: 'system',
    detail: { gtagId: id },
  });
  return show(id);
}
