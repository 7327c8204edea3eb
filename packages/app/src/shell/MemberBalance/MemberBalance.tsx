import { BalanceDisplay } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../api/wallet';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { memberHeaderEs } from '../../i18n/memberHeader.es';

export interface MemberBalanceProps {
  /** Ask for the balance this often, in ms, where a game may be changing it. @default 0 (never) */
  refreshInterval?: number;
}

/**
 * The member's balance with show/hide and refresh (spec 2.4), as the header and the game's bar
 * show it; nothing until the balance has arrived.
 */
export function MemberBalance({ refreshInterval = 0 }: MemberBalanceProps) {
  useChunkTexts(memberHeaderEs);
  const { t, i18n } = useTranslation();
  const balance = useBalance(refreshInterval);
  const [hidden, setHidden] = useState(false);
  if (balance.balance === undefined) return null;
  return (
    <BalanceDisplay
      amount={balance.balance}
      currencySymbol={balance.currencySymbol ?? ''}
      locale={i18n.language}
      label={t('header_balance')}
      hideLabel={hidden ? t('header_balance_show') : t('header_balance_hide')}
      hiddenText={t('header_balance_hidden')}
      refreshLabel={t('header_balance_refresh')}
      hidden={hidden}
      onHiddenChange={setHidden}
      onRefresh={balance.refresh}
      refreshing={balance.refreshing}
    />
  );
}
