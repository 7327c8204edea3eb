import { Button, CentreLayout, Clock, MenuList } from '@portal/ui';
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
import { KIND_PAGES, KIND_TYPES, useMenuKinds } from '../AgentContracts/kinds';
import { ContractHost } from '../../popups/ContractPopup/host';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { memberHeaderEs } from '../../i18n/memberHeader.es';

/** An entry of the agent menu (spec 2.8): its text's key, its page and, for a contract kind, its type tag. */
export interface AgentMenuEntry {
  name: string;
  page: AgentPage;
  type?: string;
}

const kindOf = (page: AgentPage) =>
  page in KIND_PAGES ? KIND_PAGES[page as keyof typeof KIND_PAGES] : undefined;

/** The whole menu, each contract kind's entry tagged with its type. */
export const AGENT_MENU: readonly AgentMenuEntry[] = PAGES.map((page) => {
  const kind = kindOf(page);
  return { name: `agent_page_${page}`, page, ...(kind ? { type: KIND_TYPES[kind] } : {}) };
});

/**
 * The agent centre (spec 2.8): a clock refreshed every second with the GMT offset, the nickname,
 * logout to /agent, the deposit, withdraw and service entries, the agent menu on the left and the
 * page on the right. Deposits and withdrawals are the member centre's pages, an agent's as anyone's.
 * The downline management page transfers money to a downline; each contract kind's page offers
 * contracts and lists their settlements. A page without content shows its empty state.
 */
export function AgentHome() {
  useChunkTexts(memberHeaderEs);
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
  // A contract kind's entry shows while the consolidated info turns the kind on: the operator
  // offers it, and the agent has a contract of it or a sub-agent to offer one to. Opened by its
  // address otherwise, the page itself says what is missing.
  const kinds = useMenuKinds();
  const menu = AGENT_MENU.filter((entry) => {
    const kind = kindOf(entry.page);
    return kind === undefined || kinds?.has(kind) === true;
  });

  return (
    <Home>
      {/* The contract offers waiting for this agent's answer (the main layout's host is not here). */}
      <ContractHost />
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
            // Busy until the consolidated info has said which contract kinds belong in it.
            aria-busy={kinds === undefined || undefined}
            items={menu.map((entry) => ({ key: entry.page, label: t(entry.name) }))}
            selected={page}
            onSelect={(key) => setParams({ page: key })}
          />
        }
      >
        {content}
      </CentreLayout>
    </Home>
  );
}
