import { BannerCarousel } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBanners, type BannerGroup } from '../../api/content';
import { artworkUrl } from '../../session/cdn';
import { useOpenBanner } from '../../games/useOpenBanner';
import { Slot } from './PopupBanner.styles';

export interface PopupBannerProps {
  /** The operator's banner group of the pop-up (spec 2.3). */
  group: Extract<BannerGroup, 'w_login' | 'w_register' | 'w_forget'>;
  /** Closes the pop-up when a banner leads away from it (a promotion, a game). */
  onLeave: () => void;
}

/**
 * The operator's banners at the top of the login, register and forgot-password pop-ups (spec
 * 2.3: groups w_login, w_register, w_forget): nothing while they load or when the operator has
 * none, so the form never moves under the player's pointer for want of a banner.
 */
export function PopupBanner({ group, onLeave }: PopupBannerProps) {
  const { t } = useTranslation();
  const openBanner = useOpenBanner();
  const banners = useBanners(group).data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Slot>
      <BannerCarousel
        label={t('banners_label')}
        aspectRatio="8 / 3"
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
          if (banner && openBanner(banner)) onLeave();
        }}
      />
    </Slot>
  );
}
