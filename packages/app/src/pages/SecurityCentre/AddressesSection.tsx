import type { CallValue } from '@portal/contract';
import { Button, DataTable, EmptyState, Icon } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { useAddressForget, useKnownAddresses } from '../../api/addresses';
import type { addressesCalls } from '../../api/addressesCallTable';
import { useLazyTexts } from '../../i18n/useFormText';
import { Current, Note, Panel, PanelTitle, Status } from './SecurityCentre.styles';
import { deviceOf } from './device';

type NetworkRow = CallValue<typeof addressesCalls.knownAddresses>['list'][number];

/**
 * A network as the member sees it: its known part, the rest a star (`203.0.113.*`,
 * `2001:db8:5:7:*`). Enough to recognise a home or a phone's network; the full addresses are in
 * the sessions above.
 */
export function shownNetwork(network: string): string {
  const [address = network] = network.split('/');
  if (!address.includes(':')) return `${address.split('.').slice(0, 3).join('.')}.*`;
  const [head = '', tail = ''] = address.split('::');
  const start = head ? head.split(':') : [];
  const end = tail ? tail.split(':') : [];
  const groups = [...start, ...Array<string>(8 - start.length - end.length).fill('0'), ...end];
  return `${groups.slice(0, 4).join(':')}:*`;
}

/**
 * The networks the account has logged in from (LOGINIPVERF3), this device's marked: first and
 * last seen, the device of the last login; one removed, and the next login from it asks for a
 * code again (this one included).
 */
export function AddressesSection() {
  // Its texts are the lazy areas' (areas.es.ts): waited for, not shown in English first.
  useLazyTexts();
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useKnownAddresses();
  const forget = useAddressForget();
  const [pendingId, setPendingId] = useState<number>();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const at = (iso: string) => when.format(new Date(iso));

  const remove = async (row: NetworkRow) => {
    setSaid(null);
    const network = shownNetwork(row.network);
    try {
      await forget.trigger({ body: { id: row.id } });
      setSaid({
        ok: true,
        text: t(row.current ? 'addresses_removed_current' : 'addresses_removed', { network }),
      });
    } catch (e) {
      setSaid({ ok: false, text: t(isApiError(e) ? e.messageKey : 'error_INTERNAL') });
    }
  };

  return (
    <Panel aria-labelledby="profile-addresses">
      <PanelTitle id="profile-addresses">{t('addresses_title')}</PanelTitle>
      <Note>{t('addresses_text')}</Note>
      <DataTable<NetworkRow>
        caption={t('addresses_caption')}
        showCaption={false}
        rows={data?.list ?? []}
        loading={isLoading}
        loadingRows={2}
        rowKey={(row) => row.id}
        empty={
          <EmptyState
            icon={<Icon name={error ? 'warning' : 'info'} />}
            title={error ? t(error.messageKey) : t('addresses_none')}
            size="sm"
            titleAs="p"
          />
        }
        columns={[
          {
            key: 'network',
            header: t('addresses_network'),
            render: (row) => (
              <span>
                <bdi dir="ltr">{shownNetwork(row.network)}</bdi>
                {row.current ? <Current>{t('addresses_current')}</Current> : null}
              </span>
            ),
          },
          {
            key: 'device',
            header: t('addresses_device'),
            render: (row) => (
              <span title={row.userAgent ?? undefined}>{deviceOf(row.userAgent, t)}</span>
            ),
          },
          {
            key: 'first',
            header: t('addresses_first'),
            render: (row) => <bdi>{at(row.firstSeenAt)}</bdi>,
          },
          {
            key: 'last',
            header: t('addresses_last'),
            render: (row) => <bdi>{at(row.lastSeenAt)}</bdi>,
          },
          {
            key: 'action',
            header: t('addresses_action'),
            align: 'end',
            render: (row) => (
              <Button
                size="sm"
                variant="ghost"
                loading={forget.pending && pendingId === row.id}
                disabled={forget.pending}
                aria-label={t('addresses_remove_one', { network: shownNetwork(row.network) })}
                onClick={() => {
                  setPendingId(row.id);
                  void remove(row);
                }}
              >
                {t('addresses_remove')}
              </Button>
            ),
          },
        ]}
      />
      <Status role="status" data-ok={said?.ok}>
        {said?.text}
      </Status>
    </Panel>
  );
}
