// Types only from the contract: its values would bring the schema library into the first paint.
import type { OfficialChannel } from '@portal/contract';
import type { IconName } from '@portal/ui';
import { useSiteSettings } from '../session/useSiteSettings';

/**
 * The icon of each official channel (spec 2.5), in the footer and the side menu's list, in the
 * contract's order (OFFICIAL_CHANNELS; the side menu's test holds the two together).
 */
export const CHANNEL_ICONS: Record<OfficialChannel, IconName> = {
  FACEBOOK: 'users',
  YOUTUBE: 'camera',
  INSTAGRAM: 'camera',
  TELEGRAM_CHANNEL: 'send',
};

export interface OfficialChannelLink {
  key: OfficialChannel;
  label: string;
  href: string;
  icon: IconName;
}

/** The operator's official channels (`cli channels`), in their order; none until it has set any. */
export function useOfficialChannels(): OfficialChannelLink[] {
  const resources = useSiteSettings().info?.resources;
  return (Object.keys(CHANNEL_ICONS) as OfficialChannel[]).flatMap((key) => {
    const resource = resources?.[key];
    return resource
      ? [{ key, label: resource.labelNameEn, href: resource.url, icon: CHANNEL_ICONS[key] }]
      : [];
  });
}
