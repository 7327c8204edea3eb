import { Button } from '@portal/ui';
import { StatusPage } from '@portal/ui/StatusPage';
import { useTranslation } from 'react-i18next';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { statusEs } from '../../i18n/status.es';
import { useCustomerServiceUrl } from '../../session/useSiteSettings';
import { StartupDone } from '../../startup/StartupDone';

export type StatusScreenProps =
  | {
      /** The system info could not be had: its failure's text, and a retry. */
      view: 'load-error';
      /** The failure's text keys, the first found is shown (ApiError's `messageKey`). */
      messageKey: string[];
      onRetry: () => void;
    }
  | { view: 'maintenance' }
  | { view: 'region-blocked'; ip: string }
  | { view: 'domain'; mainDomain: string };

/**
 * What shows instead of the portal (spec 2.1, 4.1, 8): the system info's failure, maintenance,
 * a blocked region with the visitor's IP, or a host outside the operator's domains. A chunk of its
 * own, with its texts: a working portal never loads it.
 */
export function StatusScreen(props: StatusScreenProps) {
  useChunkTexts(statusEs);
  const { t } = useTranslation();
  const serviceUrl = useCustomerServiceUrl();
  const service = serviceUrl
    ? { customerServiceHref: serviceUrl, customerServiceLabel: t('customer_service') }
    : {};
  const page = () => {
    switch (props.view) {
      case 'load-error':
        return (
          <StatusPage
            variant="maintenance"
            title={t('load_error_title')}
            description={
              <>
                {t(props.messageKey)}{' '}
                <Button size="sm" variant="secondary" onClick={props.onRetry}>
                  {t('action_retry')}
                </Button>
              </>
            }
          />
        );
      case 'domain':
        return (
          <StatusPage
            variant="region-blocked"
            title={t('domain_check_title')}
            description={
              <>
                {t('error_MERCHANT_INVALID')}{' '}
                <a href={`https://${props.mainDomain}/`}>{props.mainDomain}</a>
              </>
            }
            {...service}
          />
        );
      case 'maintenance':
        return (
          <StatusPage
            variant="maintenance"
            title={t('maintenance_title')}
            description={t('info_maintenance')}
            {...service}
          />
        );
      case 'region-blocked':
        return (
          <StatusPage
            variant="region-blocked"
            title={t('region_blocked_title')}
            description={t('info_ip_block')}
            ip={props.ip}
            ipLabel={t('region_blocked_ip')}
            {...service}
          />
        );
    }
  };
  return (
    <>
      {page()}
      <StartupDone />
    </>
  );
}
