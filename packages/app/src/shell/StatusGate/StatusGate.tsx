import { LoadingOverlay } from '@portal/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primeEncryptionKey, useSystemInfo } from '../../api/system';
import { takeCdnLists } from '../../session/cdn';
import { lazyNamed } from '../lazyChunk';
import { LoadErrorBoundary } from '../LoadError';

// The maintenance, region-blocked and domain-check screens are the exception: they load, with
// their texts, when shown.
const StatusScreen = lazyNamed(() => import('./StatusScreen'), 'StatusScreen');

/** Spec 2.1 and 4.1: 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export function systemView(
  info: {
    systemStatus: number;
    maintenance: boolean;
    regionRestriction: boolean;
    domains: readonly string[];
  },
  host: string,
): 'normal' | 'maintenance' | 'region-blocked' | 'domain' {
  if (info.maintenance || info.systemStatus === 1) return 'maintenance';
  if (info.regionRestriction || info.systemStatus === 2) return 'region-blocked';
  // The operator's domain check (spec 8): its hosts and their subdomains; none set, any host.
  if (info.domains.length && !info.domains.some((d) => host === d || host.endsWith(`.${d}`)))
    return 'domain';
  return 'normal';
}

/**
 * The start-up choice between the app, the maintenance page and the region-blocked page (with
 * the visitor's IP), made on the system info before anything else renders.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: info, error, mutate, isLoading } = useSystemInfo();
  // The whole portal mounts when the system info arrives: deferred, React renders it in slices
  // (a transition) while the loading screen stays, instead of one long task that holds the
  // main thread (Lighthouse's Total Blocking Time) on a slow phone.
  const data = useDeferredValue(info);
  if (data) {
    primeEncryptionKey(data.encryption);
    // Before anything below renders an image or a game: their addresses start with the CDNs.
    takeCdnLists(data);
  }

  const loading = <LoadingOverlay loading fullPage label={t('loading')} />;
  if (error && !info)
    return (
      <LoadErrorBoundary fallback={loading}>
        <StatusScreen
          view="load-error"
          messageKey={error.messageKey}
          onRetry={() => void mutate()}
        />
      </LoadErrorBoundary>
    );
  // The loading screen of the start-up shows at once (no delay): it is the first paint.
  if (!data)
    return (
      <LoadingOverlay
        loading={isLoading || Boolean(info)}
        delay={0}
        fullPage
        label={t('loading')}
      />
    );

  const view = systemView(data, location.hostname);
  if (view === 'normal') return <LoadErrorBoundary>{children}</LoadErrorBoundary>;
  return (
    <LoadErrorBoundary fallback={loading}>
      {view === 'domain' ? (
        <StatusScreen view="domain" mainDomain={data.mainDomain} />
      ) : view === 'region-blocked' ? (
        <StatusScreen view="region-blocked" ip={data.location.ip} />
      ) : (
        <StatusScreen view="maintenance" />
      )}
    </LoadErrorBoundary>
  );
}
