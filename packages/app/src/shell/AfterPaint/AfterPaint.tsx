import { Suspense, useEffect } from 'react';
import { loadPopupRegistry } from '../../popups/deferredRegistry';
import { useSession } from '../../session/SessionProvider';
import { useSiteSettings } from '../../session/useSiteSettings';
import { AnnouncementsHost } from '../Announcements';
import { lazyNamed } from '../lazyChunk';

const LiveHost = lazyNamed(() => import('../../session/LiveHost'), 'LiveHost');
const AnalyticsConsent = lazyNamed(() => import('../AnalyticsConsent'), 'AnalyticsConsent');

/**
 * What the portal runs beside the page once it has painted, as one chunk: the announcement
 * pop-ups (not in the agent view) and, for a signed-in session, the live channel (its own chunk
 * with the library that reads it), and the operator's analytics behind the player's consent (its
 * own chunk, only when the operator has an id). The first paint carries only the one lazy import
 * of this.
 * It also asks for the pop-ups' registry, so that a click opens a pop-up with one load only.
 */
export function AfterPaint({ announcements }: { announcements: boolean }) {
  const { isLogin, token } = useSession();
  const gtagId = useSiteSettings().info?.analytics.gtagId;
  useEffect(() => void loadPopupRegistry().catch(() => undefined), []);
  return (
    <>
      {announcements ? <AnnouncementsHost /> : null}
      {isLogin && token ? (
        <Suspense fallback={null}>
          <LiveHost key={token} token={token} />
        </Suspense>
      ) : null}
      {gtagId ? (
        <Suspense fallback={null}>
          <AnalyticsConsent id={gtagId} />
        </Suspense>
      ) : null}
    </>
  );
}
