// The red envelope page's answers for the stories (App/Red envelope screens): a campaign running,
// the member's envelope already opened, all taken, ended, about to start, or none at all; and the
// grab, which answers the envelope the member opens.
import { calls, type CallDef, type CallValue } from '@portal/contract';
import type { Answer, NetworkOptions, RedEnvelopeState } from './networkTypes';

type Campaigns = CallValue<typeof calls.redEnvelopes>;
type Campaign = Campaigns['campaigns'][number];

/** The stories' clock (.storybook/clock.ts): the campaigns are timed from it. */
const NOW = '2026-11-24T10:30:00.000Z';
const at = (hoursFromNow: number) =>
  new Date(Date.parse(NOW) + hoursFromNow * 3_600_000).toISOString();

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  campaignId: 7,
  title: 'Sobre rojo de bienvenida',
  language: 'es',
  status: 'running',
  total: 888,
  envelopes: 88,
  left: 61,
  minShare: 1,
  startsAt: at(-26),
  endsAt: at(53.2),
  mine: null,
  ...over,
});

/** An earlier campaign, ended, in which the member opened an envelope. */
const earlier = campaign({
  campaignId: 5,
  title: 'Sobre rojo del fin de semana',
  status: 'ended',
  total: 300,
  envelopes: 30,
  left: 0,
  startsAt: at(-100),
  endsAt: at(-76),
  mine: { campaignId: 5, amount: 12.4, grabbedAt: at(-90) },
});

export function redEnvelopes(state: RedEnvelopeState): Campaigns {
  const list: Campaign[] = {
    running: [campaign(), earlier],
    grabbed: [campaign({ mine: { campaignId: 7, amount: 23.75, grabbedAt: at(-1) } }), earlier],
    taken: [campaign({ left: 0 }), earlier],
    ended: [campaign({ status: 'ended', left: 9, startsAt: at(-60), endsAt: at(-2) })],
    upcoming: [campaign({ status: 'upcoming', left: 88, startsAt: at(5.5), endsAt: at(29.5) })],
    none: [],
  }[state];
  return { now: NOW, campaigns: list };
}

/** The envelope the member opens in the stories: 18.88, and the balance the fixtures answer. */
export const grabbed = (): CallValue<typeof calls.redEnvelopeGrab> => ({
  campaignId: 7,
  amount: 18.88,
  balance: 12_850.75,
  grabbedAt: NOW,
  left: 60,
});

/** The red envelope's calls, while a story names a state (`redEnvelope`); others: not these. */
export function redEnvelopeAnswer(
  def: CallDef,
  _query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  if (!options.redEnvelope) return undefined;
  if (def.id === calls.redEnvelopes.id) return { value: redEnvelopes(options.redEnvelope) };
  if (def.id === calls.redEnvelopeGrab.id) return { value: grabbed() };
  return undefined;
}
