import { BannerCarousel, NoticeMarquee, WinnerBoard } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBanners, useNotices, useWinnerBoard } from '../../api/content';
import { artworkUrl } from '../../session/cdn';
import { useGameActions } from '../../games/useGameActions';
import { useOpenBanner } from '../../games/useOpenBanner';
import { NOTICE_LIST_MODAL } from '../../popups/names';
import { useSiteSettings } from '../../session/useSiteSettings';
import { BannerSlot, MarqueeSlot, Top } from './Home.styles';
import { useAppModals } from '../../popups/useAppModals';

/**
 * The operator's content at the top of the home page (spec 2.1, 2.3): the w_home banners and the
 * notice marquee (a notice opens the notice list).
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const modals = useAppModals();
  const openBanner = useOpenBanner();
  const bannerQuery = useBanners('w_home');
  const noticeQuery = useNotices();
  const banners = bannerQuery.data?.banners ?? [];
  const notices = noticeQuery.data?.notices ?? [];

  return (
    <Top>
      {/* Their room is kept while they load, each in its own place and of its own height, so that
          the lobby below does not jump (layout shift) whichever of the two comes first. */}
      {bannerQuery.isLoading ? (
        <BannerSlot aria-hidden />
      ) : banners.length > 0 ? (
        <BannerCarousel
          label={t('banners_label')}
          banners={banners.map((b) => ({
            id: String(b.id),
            imageUrl: artworkUrl(b.url),
            alt: b.title,
            linkageType: b.linkageType,
            url: b.linkage,
          }))}
          slideLabel={(n, total) => t('banners_slide', { n, total })}
          dotLabel={(n) => t('banners_dot', { n })}
          onSelect={(selected) => {
            const banner = banners.find((b) => String(b.id) === selected.id);
            if (banner) openBanner(banner);
          }}
        />
      ) : null}
      {noticeQuery.isLoading ? (
        <MarqueeSlot aria-hidden />
      ) : notices.length > 0 ? (
        <NoticeMarquee
          label={t('notices_label')}
          notices={notices.map((n) => ({ id: String(n.id), title: n.title }))}
          onOpen={(notice) => modals.open(NOTICE_LIST_MODAL, { openId: notice.id })}
        />
      ) : null}
    </Top>
  );
}

/**
 * The winner board (spec 2.6): top 3 fixed, the rest scrolling; a row starts its game. Its link
 * leads to the whole list (/winners), in the first texts' own words ("Ver todo: Ganadores").
 */
export function HomeWinners() {
  const { t, i18n } = useTranslation();
  const { launch } = useGameActions();
  const { currencySymbol } = useSiteSettings();
  const winners = useWinnerBoard().data?.winners ?? [];
  return (
    <WinnerBoard
      title={t('winners_title')}
      rows={winners.map((w, i) => ({
        id: `${i}-${w.nodeId}-${w.wonAt}`,
        customerName: w.customerName,
        gameName: w.gameName,
        winAmount: w.winAmount,
      }))}
      currencySymbol={currencySymbol}
      locale={i18n.language}
      rowLabel={(row, rank, amount) =>
        t('winners_row', { rank, name: row.customerName, amount, game: row.gameName })
      }
      emptyLabel={t('winners_empty')}
      action={<Link to="/winners">{t('header_view_all', { category: t('winners_title') })}</Link>}
      onSelect={(row) => {
        const winner = winners.find((w, i) => `${i}-${w.nodeId}-${w.wonAt}` === row.id);
        if (winner)
          launch({
            nodeId: winner.nodeId,
            vassalage: winner.vassalage,
            gameType: winner.gameType,
            gameCode: winner.gameCode,
            isGame: 'GAME',
            displayName: winner.gameName,
          });
      }}
    />
  );
}
