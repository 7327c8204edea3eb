import type { DomainRoutes } from '../http/context';
import { liveChannel } from './channelRoutes';

/** The live domain: the live channel of signed-in players. */
export const liveRoutes: DomainRoutes = {
  domain: 'live',
  register(app, ctx) {
    liveChannel.register(app, ctx);
  },
};
