import { EmptyState, Icon, type IconName } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PageTitle, Stack } from './PageTitle';

/** A page whose data the server does not serve yet: its title and the empty state. */
export function AreaEmpty({ titleKey, icon = 'info' }: { titleKey: string; icon?: IconName }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t(titleKey)}</PageTitle>
      <EmptyState
        icon={<Icon name={icon} />}
        title={t('area_not_available')}
        description={t('area_not_available_text')}
      />
    </Stack>
  );
}
