import { WinnerBoard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../session/useSiteSettings';

/**
 * The operator's content on the home page (spec 2.1): banners (group w_home), the notice marquee
 * and the winner board. Until the content calls are served the board shows its empty state.
 */
export function HomeContent() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useSiteSettings();
  return (
    <WinnerBoard
      title={t('winners_title')}
      rows={[]}
      currencySymbol={currencySymbol}
      locale={i18n.language}
      rowLabel={(row, rank, amount) =>
        t('winners_row', { rank, name: row.customerName, amount, game: row.gameName })
      }
      emptyLabel={t('winners_empty')}
    />
  );
}
