import { gameTypeIcons, type IconName } from '@portal/ui';

/** The icon of a game category; the lotteries share the ticket. */
export const gameTypeIcon = (gameType: string): IconName =>
  (gameTypeIcons as Record<string, IconName>)[gameType] ?? 'ticket';
