import { BannerCarousel } from '@portal/ui';
import { useEffect, useState } from 'react';
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

/** How long a pop-up waits for its banners at most before it shows without them. */
const POPUP_BANNER_WAIT_MS = 1000;

/**
 * Whether a pop-up with this banner group may show yet: once its banners have come (or failed),
 * and nothing in `stillLoading` is, or a second after it mounted at most. A centred pop-up that
 * grows when its banner arrives moves its whole form under the player (a layout shift that
 * Lighthouse counted on every visit sent to the login); waiting for them opens it whole. Once
 * shown it stays shown, whatever loads after.
 */
export function usePopupSettled(group: PopupBannerProps['group'], stillLoading = false): boolean {
  const loading = useBanners(group).isLoading || stillLoading;
  const [settled, setSettled] = useState(!loading);
  if (!loading && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => setSettled(true), POPUP_BANNER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled;
}

/**
 * The operator's banners at the top of the login, register and forgot-password pop-ups (spec
 * 2.3: groups w_login, w_register, w_forget), or nothing when the operator has none. The pop-up
 * opens once they have come (usePopupSettled), so the form does not move when they arrive.
 */
export function PopupBanner({ group, onLeave }: PopupBannerProps) {
  const { t } = useTranslation();
  const openBanner = useOpenBanner();
  const banners = useBanners(group).data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Slot>
      <BannerCarousel
        // A name of its own: over home, home's carousel stays exposed to screen readers behind the
        // pop-up (the dialog keeps live regions and what holds them visible), and two landmarks
        // of one name could not be told apart.
        label={t('popup_banners_label')}
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
