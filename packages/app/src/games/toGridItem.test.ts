// A game of the server's lists as a grid tile: its tag (HOT, NEW) in the words given, none when the
// server sends none.
import type { GameBadge } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { badgeKey, toGridItem, type GameItem } from './toGridItem';

const game = (badge?: GameBadge): GameItem => ({
  gameId: 7,
  nodeId: 100_007,
  vassalage: 'PT',
  gameType: 'RNG',
  gameCode: 'PT-001',
  displayName: 'Tesoro Dorado',
  icon: '/games/icons/RNG/PT/PT-001.svg',
  isGame: 'GAME',
  gameClassify: null,
  ...(badge ? { badge } : {}),
});

const words: Record<string, string> = { game_badge_HOT: 'Popular', game_badge_NEW: 'Nuevo' };
const text = (badge: GameBadge) => words[badgeKey(badge)] ?? '';

describe('toGridItem', () => {
  it('shows the tag the server sends in the player’s words', () => {
    expect(toGridItem(game('HOT'), new Set(), text).badge).toBe('Popular');
    expect(toGridItem(game('NEW'), new Set([100_007]), text)).toMatchObject({
      id: '100007',
      name: 'Tesoro Dorado',
      caption: 'PT',
      favourite: true,
      badge: 'Nuevo',
    });
  });

  it('gives a game without a tag no badge at all', () => {
    const item = toGridItem(game(), new Set(), () => 'never');
    expect(item).not.toHaveProperty('badge');
    expect(item.imageUrl).toMatch(/\/games\/icons\/RNG\/PT\/PT-001\.svg$/u);
  });
});
