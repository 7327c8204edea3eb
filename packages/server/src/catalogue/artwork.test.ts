// The game tiles as drawn, without a server: a motif per theme and per kind of game, the
// adjectives' accents, and every tile deterministic, small and safe.
import { describe, expect, it } from 'vitest';
import { ADJECTIVES, demoGames, NOUNS } from '../db/seed/catalogue';
import { expectSafeSvg as safe } from '../test/svg';
import { gameArt } from './artwork';

/** The drawing elements of an SVG (a whole tag each). */
const elements = (svg: string) =>
  new Set(svg.match(/<(path|circle|ellipse|rect|text|polygon)\b[^>]*>/g) ?? []);

/**
 * For each group of tiles, what all its tiles draw and no tile of another group does: its own
 * motif (or emblem). Empty for a group drawn like the others.
 */
function ownDrawings(groups: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const own = new Map<string, string[]>();
  for (const [name, tiles] of groups) {
    const [first, ...rest] = tiles.map(elements);
    const common = [...(first ?? [])].filter((e) => rest.every((set) => set.has(e)));
    const others = new Set(
      [...groups]
        .filter(([n]) => n !== name)
        .flatMap(([, t]) => t.flatMap((svg) => [...elements(svg)])),
    );
    own.set(
      name,
      common.filter((e) => !others.has(e)),
    );
  }
  return own;
}

describe('the tiles drawn for the games', () => {
  let node = 500_000;
  const tile = (gameType: string, es: string, en: string, vassalage = 'AG') => {
    node += 1;
    return gameArt({ nodeId: node, vassalage, gameType, name: es, names: [es, en] });
  };

  it('draw each theme of the demo names with a motif of its own, whatever the adjective', () => {
    const groups = new Map(
      NOUNS.map(([nounEs, nounEn]) => [
        nounEs,
        ADJECTIVES.flatMap(([adjEs, adjEn]) =>
          ['AG', 'PT'].map((v) => tile('RNG', `${nounEs} ${adjEs}`, `${adjEn} ${nounEn}`, v)),
        ),
      ]),
    );
    const own = ownDrawings(groups);
    expect([...own].filter(([, drawn]) => drawn.length === 0).map(([n]) => n)).toEqual([]);
    // The same theme in another kind of game: the theme's motif still.
    const fishing = tile('FISH', 'Tigre Salvaje', 'Wild Tiger');
    for (const e of own.get('Tigre') ?? []) expect(fishing).toContain(e);
    // Two games of one theme differ all the same: their backdrop and sparkles are their own.
    const tigers = groups.get('Tigre') ?? [];
    const stops = (svg: string) => svg.match(/<stop[^>]*>/g)?.join('');
    expect(new Set(tigers.map(stops)).size).toBeGreaterThan(tigers.length / 2);
    expect(new Set(tigers).size).toBe(tigers.length);
  });

  it('draw the kind of game when the name names no theme, one motif a kind', () => {
    const names = [
      ['Noche', 'Night'],
      ['Aventura Real', 'Royal Adventure'],
      ['Fiesta Lunar', 'Lunar Party'],
    ] as const;
    const kinds: Record<string, readonly string[]> = {
      slots: ['RNG'],
      live: ['LIVE'],
      cards: ['PVP'],
      fishing: ['FISH'],
      sports: ['SPORTS'],
      esports: ['ESPORTS'],
      cockfight: ['COCKFIGHT'],
      lottery: ['LOTT', 'ELOTT'],
      prize: ['MXWIN'],
    };
    const groups = new Map(
      Object.entries(kinds).map(([kind, types]) => [
        kind,
        types.flatMap((type) => names.map(([es, en]) => tile(type, es, en))),
      ]),
    );
    const own = ownDrawings(groups);
    expect([...own].filter(([, drawn]) => drawn.length === 0).map(([n]) => n)).toEqual([]);
    // A word of a kind in the name draws that kind, whatever the game type (the more particular
    // first: "Deportes electrónicos" is esports, not sports); a theme comes before either.
    for (const [es, kind] of [
      ['Ruleta Europea', 'live'],
      ['Póker Texas', 'cards'],
      ['Deportes electrónicos IMES', 'esports'],
      ['Bingo Noche', 'lottery'],
    ] as const) {
      const drawn = tile('RNG', es, es);
      for (const e of own.get(kind) ?? []) expect(drawn, es).toContain(e);
    }
    const lobby = tile('LIVE', 'Salón AG', 'AG Lobby');
    for (const e of own.get('live') ?? []) expect(lobby).toContain(e);
  });

  it('give each adjective its accent, and read the names in any of their languages', () => {
    const groups = new Map(
      ADJECTIVES.map(([adjEs, adjEn]) => [
        adjEs,
        NOUNS.slice(0, 4).map(([nounEs, nounEn]) =>
          tile('RNG', `${nounEs} ${adjEs}`, `${adjEn} ${nounEn}`),
        ),
      ]),
    );
    const own = ownDrawings(groups);
    expect([...own].filter(([, drawn]) => drawn.length === 0).map(([n]) => n)).toEqual([]);
    // An English name alone, or an English name beside a Spanish one that names nothing.
    const dragon = ownDrawings(
      new Map([
        [
          'dragon',
          [tile('RNG', 'Dragón Dorado', 'Golden Dragon'), tile('RNG', 'Dragón', 'Dragon')],
        ],
        ['chest', [tile('RNG', 'Cofre', 'Chest')]],
      ]),
    ).get('dragon');
    expect(dragon?.length).toBeGreaterThan(0);
    const english = tile('RNG', 'Golden Dragon', 'Golden Dragon');
    const besides = gameArt({
      nodeId: 1,
      vassalage: 'AG',
      gameType: 'RNG',
      name: 'Clásico',
      names: ['Clásico', 'Golden Dragon'],
    });
    for (const e of [...(dragon ?? []), ...(own.get('Dorado') ?? [])]) {
      expect(english).toContain(e);
      expect(besides).toContain(e);
    }
  });

  it('draw every demo game the same way twice, small, safe and titled with its name', () => {
    const bodies = new Set<string>();
    let largest = 0;
    for (const g of demoGames()) {
      const game = {
        nodeId: g.nodeId,
        vassalage: g.vassalage,
        gameType: g.gameType,
        name: g.names.es,
        names: [g.names.es, g.names.en],
      };
      const svg = gameArt(game);
      expect(gameArt(game)).toBe(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
      expect(svg).toContain(`<title>${g.names.es}</title>`);
      safe(svg);
      largest = Math.max(largest, Buffer.byteLength(svg));
      bodies.add(svg);
    }
    expect(bodies.size).toBe(demoGames().length);
    // A lobby shows dozens: each tile stays a few kilobytes.
    expect(largest).toBeLessThan(4096);
  });

  it('writes a long name in two lines and escapes markup in it', () => {
    const long = tile('RNG', 'Deportes electrónicos IMES', 'IMES Esports');
    expect(long).toContain('>Deportes</text>');
    expect(long).toContain('>electrónicos IMES</text>');
    const hostile = tile('RNG', '<script>alert(1)</script> & "x"', '<b>');
    safe(hostile);
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(hostile).not.toContain('<b>');
  });
});
