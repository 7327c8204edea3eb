/**
 * Spec 4.9: a closed announcement is remembered for the session, for the user and for the
 * anonymous case separately.
 */
const key = (who: string) => `announcements.closed.${who}`;

export function dismissedIds(who: string): Set<number> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(key(who)) ?? '[]') as number[]);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(who: string, id: number): void {
  const ids = dismissedIds(who);
  ids.add(id);
  try {
    sessionStorage.setItem(key(who), JSON.stringify([...ids]));
  } catch {
    // Without storage it shows again on the next page load; nothing breaks.
  }
}
