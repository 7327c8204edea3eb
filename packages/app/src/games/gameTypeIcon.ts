import { lobbyMenuIcons, type IconName } from '@portal/ui';

/** The icon of a game category; the lotteries share the ticket. */
export const gameTypeIcon = (gameType: string): IconName =>
  (lobbyMenuIcons as Record<string, IconName>)[gameType] ?? 'ticket';
