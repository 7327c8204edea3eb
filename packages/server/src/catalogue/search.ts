// The game search (contract gameSearch): a game's name in the player's language (else Spanish) or
// its code holding the words typed, whatever their accents and case, sorted by popularity, newest
// or name. Accents are folded in SQL on both sides (translate), case by ILIKE, so that the term
// and the names go through the same folding on PGlite and PostgreSQL, with no extension.
import { GAME_SEARCH_MIN, offeredClassifies, type GameSort, type GameType } from '@portal/contract';
import type { Queryable } from '../db/types';
import { fieldErrors } from '../http/errors';
import { gameLanguages, nameSql } from '../i18n/languages';
import { offeredLanguages } from '../system/languages';
import { FAVOURITE_COUNTS, gamePage, hotOrder } from './service';

/** Accented Latin letters and the letter each folds to, in the same order. */
const ACCENTED = 'áàâäãåāăąéèêëēėęěíìîïīįóòôöõøōőúùûüūůűçćčñńňýÿšśžźżłďťř';
const PLAIN = 'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuucccnnnyysszzzldtr';
const FOLD_FROM = ACCENTED + ACCENTED.toUpperCase();
const FOLD_TO = PLAIN + PLAIN.toUpperCase();

/** `expr` with its accented letters folded to plain ones (case is left to ILIKE). */
export const foldSql = (expr: string): string => `translate(${expr}, '${FOLD_FROM}', '${FOLD_TO}')`;

/** The keyword as a LIKE pattern's inside: spaces collapsed, LIKE's own characters escaped. */
export function searchTerm(keyword: string): string {
  const term = keyword.trim().replace(/\s+/gu, ' ');
  if ([...term.replace(/[^\p{L}\p{N}]/gu, '')].length < GAME_SEARCH_MIN)
    throw fieldErrors({ keyword: `at least ${GAME_SEARCH_MIN} letters or digits` });
  return term.replace(/[\\%_]/gu, (c) => `\\${c}`);
}

const ORDER: Record<GameSort, string> = {
  popular: hotOrder('g', 'f'),
  // The games dated when they were added first (the newest of them first), then the undated ones
  // of the catalogue the portal started with, the last inserted first.
  new: 'g.added_at DESC NULLS LAST, g.id DESC',
  // $4 and $5: the asked language and its base (the search's own parameters, below).
  name: `lower(${foldSql(nameSql('g', '$4', '$5'))}), g.id`,
};

/** A page of the games the search finds. */
export async function searchGames(
  db: Queryable,
  query: {
    keyword: string;
    gameType?: GameType | undefined;
    sort?: GameSort | undefined;
    language?: string | undefined;
    pageNo?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const term = searchTerm(query.keyword);
  // Bingo only where the operator offers it (spec 2.6: with language TY), as the game lists.
  const bingo = offeredClassifies(await offeredLanguages(db)).includes('BG');
  const [lang, base] = gameLanguages(query.language);
  return gamePage(
    db,
    {
      from: `games g JOIN game_vendors v ON v.game_type = g.game_type AND v.code = g.vassalage
        LEFT JOIN ${FAVOURITE_COUNTS} f ON f.game_id = g.id`,
      // Every tile of the lobby (a live vendor's lobby of tables too), but the lottery games,
      // which have pages of their own (/lottery).
      where: `g.game_type NOT IN ('LOTT', 'ELOTT')
        AND ($1::text IS NULL OR g.game_type = $1)
        AND (g.game_classify IS DISTINCT FROM 'BG' OR $3::boolean)
        AND (${foldSql(nameSql('g', '$4', '$5'))} ILIKE '%' || ${foldSql('$2')} || '%'
          OR g.game_code ILIKE '%' || $2 || '%')`,
      order: ORDER[query.sort ?? 'popular'],
      params: [query.gameType ?? null, term, bingo, lang, base],
    },
    query.language,
    query.pageNo ?? 1,
    query.pageSize ?? 24,
  );
}
