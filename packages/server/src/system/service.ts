import { BlockList, isIP } from 'node:net';
import type { Queryable } from '../db/types';
import type { RegionSettings } from '../settings/settings';

/** Whether an address is in a list of CIDR blocks (or single addresses). */
export function inBlocks(ip: string, blocks: readonly string[]): boolean {
  if (!blocks.length) return false;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (!family) return false;
  const list = new BlockList();
  for (const block of blocks) {
    const [net = '', bits] = block.split('/');
    const netFamily = isIP(net);
    if (!netFamily) continue;
    const type = netFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function regionRestricted(ip: string, region: RegionSettings): boolean {
  if (inBlocks(ip, region.deny)) return true;
  return region.allow.length > 0 && !inBlocks(ip, region.allow);
}

/** The help topics in `lang` (all, or only `topic`), in their order. */
export const helpTopics = (db: Queryable, lang: string, topic: string | undefined) =>
  db.query<{ id: string; title: string; content: string }>(
    `SELECT topic AS id, title, content FROM help_topics
     WHERE lang = $1 AND ($2::text IS NULL OR topic = $2) ORDER BY sort, topic`,
    [lang, topic ?? null],
  );
