/** A page of a list of games, as the server answers it. */
export interface PageOfGames<G> {
  games: readonly G[];
}

interface Known {
  games?: unknown[];
  /** The lists made with one page more, by that page's games. */
  next: WeakMap<object, Known>;
}

const known: Known = { next: new WeakMap() };

/**
 * The games of `pages` as one list: the same array for pages that hold the same games. The grid's
 * tiles are memoised on their games, and a page re-renders for many reasons as it starts (a text
 * loaded, an answer elsewhere, swr handing out its pages anew): a new array each time drew every
 * tile again (seen on a centre: its 24 tiles drawn twice in its first second). Kept by the pages'
 * own arrays of games, weakly: a list goes with its pages. Shared by every caller, so read only.
 */
export function gamesOf<G>(pages: readonly PageOfGames<G>[] | undefined): readonly G[] {
  let node = known;
  for (const page of pages ?? []) {
    let child = node.next.get(page.games);
    if (!child) node.next.set(page.games, (child = { next: new WeakMap() }));
    node = child;
  }
  node.games ??= (pages ?? []).flatMap((page) => page.games);
  return node.games as readonly G[];
}
