import { Button, LoadingOverlay } from '@portal/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primeEncryptionKey, useSystemInfo } from '../../api/system';
import { takeCdnLists } from '../../session/cdn';
import { useCustomerServiceUrl } from '../../session/useSiteSettings';
import { StartupDone } from '../../startup/StartupDone';
import { lazyNamed } from '../lazyChunk';
import { LoadErrorBoundary } from '../LoadError';

// The maintenance and region-blocked pages are the exception: they load when shown.
const StatusPage = lazyNamed(() => import('@portal/ui/StatusPage'), 'StatusPage');

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
  const serviceUrl = useCustomerServiceUrl();
  if (data) {
    primeEncryptionKey(data.encryption);
    // Before anything below renders an image or a game: their addresses start with the CDNs.
    takeCdnLists(data);
  }

  const loading = <LoadingOverlay loading fullPage label={t('loading')} />;
  if (error && !info)
    return (
      <LoadErrorBoundary fallback={loading}>
        <StatusPage
          variant="maintenance"
          title={t('load_error_title')}
          description={
            <>
              {t(error.messageKey)}{' '}
              <Button size="sm" variant="secondary" onClick={() => void mutate()}>
                {t('action_retry')}
              </Button>
            </>
          }
        />
        <StartupDone />
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
        <StatusPage
          variant="region-blocked"
          title={t('domain_check_title')}
          description={
            <>
              {t('error_MERCHANT_INVALID')}{' '}
              <a href={`https://${data.mainDomain}/`}>{data.mainDomain}</a>
            </>
          }
          {...(serviceUrl
            ? { customerServiceHref: serviceUrl, customerServiceLabel: t('customer_service') }
            : {})}
        />
      ) : view === 'maintenance' ? (
        <StatusPage
          variant="maintenance"
          title={t('maintenance_title')}
          description={t('info_maintenance')}
          {...(serviceUrl
            ? { customerServiceHref: serviceUrl, customerServiceLabel: t('customer_service') }
            : {})}
        />
      ) : (
        <StatusPage
          variant="region-blocked"
          title={t('region_blocked_title')}
          description={t('info_ip_block')}
          ip={data.location.ip}
          ipLabel={t('region_blocked_ip')}
          {...(serviceUrl
            ? { customerServiceHref: serviceUrl, customerServiceLabel: t('customer_service') }
            : {})}
        />
      )}
      <StartupDone />
    </LoadErrorBoundary>
  );
}
