// The operator's official channels (spec 2.5): the social and messaging channels the footer's
// follow-us links and the side menu's official channels list, kept as system resources of the
// types OFFICIAL_CHANNELS. Every change is audited.
import {
  CHANNEL_LABEL_MAX,
  OFFICIAL_CHANNELS,
  isTextOf,
  type OfficialChannel,
} from '@portal/contract';
import { parseOptions } from '../commands/args';
import { audit, operatorName } from '../commands/audit';
import type { Db, Queryable } from '../db/types';
import { getSetting, setSetting, type SystemSettings } from '../settings/settings';
import { appLink } from './appDownload';

export const CHANNELS_USAGE = `  channels                                 the official channels (footer and side menu)
  channels <CHANNEL> <https-address> [--label TEXT]
                                           set a channel (${OFFICIAL_CHANNELS.join(', ')})
  channels <CHANNEL> off                   take a channel away`;

const isChannel = (name: string): name is OfficialChannel =>
  (OFFICIAL_CHANNELS as readonly string[]).includes(name);

/** The label players read: one line of plain text, short enough for a menu. */
function channelLabel(raw: string | undefined, fallback: string): string {
  const label = (raw ?? fallback).trim();
  if (!label) throw new Error('--label is empty');
  if (label.length > CHANNEL_LABEL_MAX)
    throw new Error(`--label is longer than ${CHANNEL_LABEL_MAX} characters`);
  if (!isTextOf('line', label) || /[<>]/u.test(label))
    throw new Error('--label is one line of plain text: no control characters, no < or >');
  return label;
}

const DEFAULT_LABELS: Record<OfficialChannel, string> = {
  FACEBOOK: 'Facebook',
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  TELEGRAM_CHANNEL: 'Telegram',
};

function describe(system: SystemSettings): string {
  return OFFICIAL_CHANNELS.map((channel) => {
    const resource = system.resources[channel];
    return `${channel}: ${resource ? `${resource.labelNameEn} ${resource.url}` : '(none)'}`;
  }).join('\n');
}

/** `channels ...`: shows or changes the official channels. */
export async function channelsCommand(db: Db, args: string[]): Promise<string> {
  const system = await getSetting(db, 'system');
  const [channel, raw, ...rest] = args;
  if (channel === undefined) return describe(system);
  if (!isChannel(channel))
    throw new Error(`no channel ${channel}: one of ${OFFICIAL_CHANNELS.join(', ')}`);
  const resources = { ...system.resources };
  if (raw === 'off') {
    if (rest.length) throw new Error(`channels ${channel} off takes nothing more`);
    delete resources[channel];
  } else {
    const options = parseOptions(rest, ['label']);
    resources[channel] = {
      url: appLink(raw, channel),
      labelNameEn: channelLabel(options.get('--label'), DEFAULT_LABELS[channel]),
    };
  }
  await setSetting(db, 'system', { ...system, resources });
  await audit(db, {
    actor: operatorName(),
    action: 'channels',
    subject: channel,
    detail: { resource: resources[channel] ?? null },
  });
  return describe({ ...system, resources }).split('\n')[OFFICIAL_CHANNELS.indexOf(channel)] ?? '';
}

/** The demo's channels, where the operator has set none yet. */
export async function seedDemoChannels(db: Queryable): Promise<void> {
  const system = await getSetting(db, 'system');
  if (OFFICIAL_CHANNELS.some((channel) => system.resources[channel])) return;
  await setSetting(db, 'system', {
    ...system,
    resources: {
      ...system.resources,
      TELEGRAM_CHANNEL: { url: 'https://t.me/portal_demo', labelNameEn: 'Telegram' },
      YOUTUBE: { url: 'https://www.youtube.com/@portal-demo', labelNameEn: 'YouTube' },
    },
  });
}
