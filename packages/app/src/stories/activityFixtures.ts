// The activities' fixtures (applications to promotions, ADR 0021): a promotions page whose cards
// take applications, the member's activities in every status the server produces, an application
// with its images, and the answers of an application and a claim.
import { calls, type CallDef, type CallValue } from '@portal/contract';
import { tileArt } from './fixtures';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;
type Activity = V<'activityList'>['activities'][number];

const PROMOTIONS: [number, string, string][] = [
  [11, 'Carrera de tragamonedas', '$50,000 en premios para los 100 mejores'],
  [12, 'Reto de la pesca', 'Envíe su mejor captura y gane un bono'],
  [13, 'Cumpleaños del casino', 'Comparta su foto de la fiesta'],
  [14, 'Jackpot de noviembre', 'Cuéntenos su premio mayor'],
  [15, 'Torneo de ruleta', 'Los diez primeros reciben un premio'],
];

/** The promotions page: five live promotions, all of the EVENT type. */
export function promotionsPage(): V<'promotions'> {
  return {
    types: [{ type: 'EVENT', count: PROMOTIONS.length }],
    promotions: PROMOTIONS.map(([id, title, summary], i) => ({
      id,
      promoType: 'EVENT' as const,
      title,
      summary,
      content: '<p>Consulte las bases en el casino.</p>',
      image: tileArt(title, i),
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-31T00:00:00.000Z',
      language: 'es',
    })),
    pageNo: 1,
    pageSize: 12,
    total: PROMOTIONS.length,
    totalPages: 1,
  };
}

const application = (
  id: number,
  status: 'applying' | 'rejected' | 'issued' | 'claimed',
  extra: Partial<NonNullable<Activity['application']>> = {},
): NonNullable<Activity['application']> => ({
  id,
  status,
  submittedAt: '2026-11-20T18:30:00.000Z',
  reason: null,
  amount: null,
  decidedAt: status === 'applying' ? null : '2026-11-22T09:00:00.000Z',
  claimedAt: null,
  ...extra,
});

const activity = (
  promotionId: number,
  title: string,
  status: Activity['status'],
  app: Activity['application'] = null,
  canApply = false,
): Activity => ({
  promotionId,
  title,
  status,
  canApply,
  startsAt: status === 'coming soon' ? '2026-12-01T00:00:00.000Z' : '2026-11-01T00:00:00.000Z',
  endsAt: status === 'close' ? '2026-11-20T00:00:00.000Z' : '2026-12-31T00:00:00.000Z',
  application: app,
});

/** The member's activities: one of each status the server produces. */
export function activityList(): V<'activityList'> {
  return {
    activities: [
      activity(11, 'Carrera de tragamonedas', 'join', null, true),
      activity(12, 'Reto de la pesca', 'applying', application(31, 'applying')),
      activity(
        13,
        'Cumpleaños del casino',
        'rejected',
        application(32, 'rejected', { reason: 'La foto no muestra la fecha' }),
        true,
      ),
      activity(14, 'Jackpot de noviembre', 'issued', application(33, 'issued', { amount: 150 })),
      activity(
        15,
        'Torneo de ruleta',
        'claimed',
        application(34, 'claimed', { amount: 80, claimedAt: '2026-11-23T12:00:00.000Z' }),
      ),
      activity(16, 'Navidad en vivo', 'coming soon'),
      activity(17, 'Semana del bingo', 'close'),
    ],
  };
}

/** A real 1×1 gray PNG, as the server would send an image back (a data URL). */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==';

export function activityApplication(): V<'activityApplication'> {
  return {
    ...application(32, 'rejected', { reason: 'La foto no muestra la fecha' }),
    promotionId: 13,
    title: 'Cumpleaños del casino',
    content: 'Estuve en la fiesta del sábado con mi familia.\nAdjunto dos fotos.',
    images: [1, 2].map(() => ({ type: 'image/png' as const, bytes: 69, dataUrl: PNG_DATA_URL })),
  };
}

/** The activities' answers in the stories' network (network.ts asks here first). */
export function activityAnswer(
  def: CallDef,
  _query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  if (options.account === undefined) return undefined;
  switch (def.id) {
    case calls.activityList.id:
      return { value: activityList() };
    case calls.activityApplication.id:
      return { value: activityApplication() };
    case calls.activityApply.id:
      return {
        value: { applicationId: 40, status: 'applying', submittedAt: '2026-11-24T10:30:00.000Z' },
      };
    case calls.activityClaim.id:
      return {
        value: {
          applicationId: 33,
          amount: 150,
          balance: 12_850.75,
          claimedAt: '2026-11-24T10:30:00.000Z',
        },
      };
    default:
      return undefined;
  }
}
