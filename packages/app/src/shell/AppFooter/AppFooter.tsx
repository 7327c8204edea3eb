import { Footer, Icon, type FooterSocialLink } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGameMenus } from '../../api/catalogue';
import { useHelpCenter } from '../../api/system';
import { categoryPath } from '../../games/categories';
import { useChunkTexts } from '../../i18n/chunkTexts';
import { footerEs } from '../../i18n/footer.es';
import { artworkUrl } from '../../session/cdn';
import { FEEDBACK_MODAL, HELP_MODAL } from '../../popups/names';
import { setConsent } from '../../session/analyticsConsent';
import { useSiteSettings } from '../../session/useSiteSettings';
import { useOfficialChannels } from '../officialChannels';
import { FooterLogo } from './AppFooter.styles';
import { useAppModals } from '../../popups/useAppModals';

/** The footer's help entry that opens the feedback pop-up: no help topic has this id. */
const FEEDBACK_KEY = ' feedback';
/** The footer's entry to responsible play (the member centre's page; a visitor logs in first). */
const RESPONSIBLE_KEY = ' responsible';
/** The footer's entries to the news and the blog (spec 1): their pages' paths. */
const ARTICLE_PAGES = ['/news', '/blog'] as const;
/** The footer's entry that asks the analytics question again (only with the operator's analytics). */
const COOKIES_KEY = ' cookies';

/** The footer of spec 2.5: help topics, products, social links, vendor logos. */
export function AppFooter() {
  useChunkTexts(footerEs);
  const { t } = useTranslation();
  const modals = useAppModals();
  const navigate = useNavigate();
  const help = useHelpCenter(undefined, true).data?.topics ?? [];
  const data = useGameMenus().data;
  const menus = useMemo(() => data?.menus ?? [], [data]);
  const analytics = Boolean(useSiteSettings().info?.analytics.gtagId);

  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const menu of menus)
      for (const v of menu.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.logo);
    return [...seen].map(([code, logo]) => ({
      key: code,
      name: code,
      logo: <FooterLogo src={artworkUrl(logo)} alt="" width={32} height={32} loading="lazy" />,
    }));
  }, [menus]);

  // Spec 2.5: follow us on the operator's official channels (a network, a video site ...).
  const social: FooterSocialLink[] = useOfficialChannels().map((channel) => ({
    ...channel,
    icon: <Icon name={channel.icon} />,
  }));

  return (
    <Footer
      helpTitle={t('footer_help')}
      // The help topics, then feedback to the operator (spec 1: help centre, feedback).
      helpItems={[
        ...help.map((topic) => ({ key: topic.id, label: topic.title })),
        { key: FEEDBACK_KEY, label: t('side_feedback') },
        { key: RESPONSIBLE_KEY, label: t('footer_responsible') },
        { key: ARTICLE_PAGES[0], label: t('footer_news') },
        { key: ARTICLE_PAGES[1], label: t('footer_blog') },
        ...(analytics ? [{ key: COOKIES_KEY, label: t('footer_cookies') }] : []),
      ]}
      onHelp={(topic) => {
        if (topic === FEEDBACK_KEY) modals.open(FEEDBACK_MODAL);
        else if (topic === COOKIES_KEY) setConsent(null);
        else if ((ARTICLE_PAGES as readonly string[]).includes(topic)) void navigate(topic);
        else if (topic === RESPONSIBLE_KEY) void navigate('/member?page=responsiblePlay');
        else modals.open(HELP_MODAL, { topic });
      }}
      productTitle={t('footer_products')}
      productItems={menus.map((m) => ({ key: m.gameType, label: t(`category_${m.gameType}`) }))}
      onProduct={(key) => void navigate(categoryPath(key))}
      followTitle={t('footer_follow')}
      socialLinks={social}
      copyright={t('footer_copyright', { year: new Date().getFullYear() })}
      vendorsLabel={t('footer_vendors')}
      vendorLogos={vendors}
    />
  );
}
