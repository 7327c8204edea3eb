import { activityRoutes } from './activities/routes';
import { addressRoutes } from './addresses/routes';
import { agentRoutes } from './agent/routes';
import { cashierRoutes } from './cashier/routes';
import { catalogueRoutes } from './catalogue/routes';
import { chatRoutes } from './chat/routes';
import { contentRoutes } from './content/routes';
import { demoRoutes } from './demo/routes';
import { feedbackRoutes } from './feedback/routes';
import type { DomainRoutes } from './http/context';
import { launchRoutes } from './launch/routes';
import { liveRoutes } from './live/routes';
import { lotteryRoutes } from './lottery/routes';
import { memberRoutes } from './member/routes';
import { messageRoutes } from './messages/routes';
import { missionRoutes } from './missions/routes';
import { pointRoutes } from './points/routes';
import { profileRoutes } from './profile/routes';
import { promoRoutes } from './promos/routes';
import { recordRoutes } from './records/routes';
import { responsibleRoutes } from './responsible/routes';
import { sessionRoutes } from './session/routes';
import { socialRoutes } from './social/routes';
import { systemRoutes } from './system/routes';
import { walletRoutes } from './wallet/routes';

/** The server's domains, one a contract domain, in the order they are registered. */
export const DOMAINS: readonly DomainRoutes[] = [
  sessionRoutes,
  memberRoutes,
  systemRoutes,
  feedbackRoutes,
  catalogueRoutes,
  lotteryRoutes,
  contentRoutes,
  walletRoutes,
  launchRoutes,
  messageRoutes,
  recordRoutes,
  promoRoutes,
  demoRoutes,
  cashierRoutes,
  agentRoutes,
  missionRoutes,
  activityRoutes,
  pointRoutes,
  profileRoutes,
  responsibleRoutes,
  liveRoutes,
  chatRoutes,
  socialRoutes,
  addressRoutes,
];
