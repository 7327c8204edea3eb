import { Button, CentreLayout, Clock, EmptyState, Icon, MenuList } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGOUT_CONFIRM_MODAL } from '../../popups/names';
import { useSession } from '../../session/SessionProvider';
import { useCustomerServiceUrl } from '../../session/useSiteSettings';
import { openCustomerService } from '../../shell/customerService';
import { Bar, Home } from './AgentHome.styles';
import { useLazyTexts } from '../../i18n/useFormText';
import { useAppModals } from '../../popups/useAppModals';
import { AGENT_PAGES as PAGES, agentPageContent, type AgentPage } from './agentPages';

/**
 * The agent centre (spec 2.8): a clock refreshed every second with the GMT offset, the nickname,
 * logout to /agent, the deposit, withdraw and service entries, the agent menu on the left and the
 * page on the right. Deposits and withdrawals are the member centre's pages, an agent's as anyone's.
 * The downline management page transfers money to a downline; the report pages belong to the
 * agent area and show their empty state until it is served.
 */
export function AgentHome() {
  const { t, i18n } = useTranslation();
  useLazyTexts();
  const modals = useAppModals();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { member } = useSession();
  const serviceUrl = useCustomerServiceUrl();
  const page: AgentPage = (PAGES as readonly string[]).includes(params.get('page') ?? '')
    ? (params.get('page') as AgentPage)
    : 'agentTeamOverview';
  const content = agentPageContent(page);

  return (
    <Home>
      <Bar>
        <Clock
          locale={i18n.language}
          offsetLabel={(h) => t('agent_gmt', { hours: h >= 0 ? `+${h}` : String(h) })}
          showDate
        />
        <span>{member?.nickname || member?.account}</span>
        <Button size="sm" onClick={() => void navigate('/member?page=depositv2')}>
          {t('header_deposit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigate('/member?page=withdraw')}
        >
          {t('header_withdraw')}
        </Button>
        {serviceUrl ? (
          <Button size="sm" variant="ghost" onClick={() => openCustomerService(serviceUrl)}>
            {t('customer_service')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => modals.open(LOGOUT_CONFIRM_MODAL, { to: '/agent' })}
        >
          {t('user_menu_sign_out')}
        </Button>
      </Bar>
      <CentreLayout
        menuLabel={t('agent_menu')}
        title={t(`agent_page_${page}`)}
        menu={
          <MenuList
            items={PAGES.map((key) => ({ key, label: t(`agent_page_${key}`) }))}
            selected={page}
            onSelect={(key) => setParams({ page: key })}
          />
        }
      >
        {content ?? (
          <EmptyState
            icon={<Icon name="info" />}
            title={t('area_not_available')}
            description={t('area_not_available_text')}
          />
        )}
      </CentreLayout>
    </Home>
  );
}
