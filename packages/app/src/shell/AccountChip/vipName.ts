/**
 * The VIP label without the level the badge shows beside it: operators name their levels "VIP 3"
 * as often as "Oro", and "VIP 3 3" is no label.
 */
export function vipName(label: string | null, level: number | string): string | null {
  if (!label) return null;
  const name = label.replace(new RegExp(`(?<!\\d)${String(level)}$`, 'u'), '').trim();
  return name || null;
}
