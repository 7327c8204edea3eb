import type { ArticleKind } from '@portal/contract';
import type { Queryable } from '../types';

/**
 * The demo's news and blog articles, in Spanish and English, published some days ago (so that the
 * lists have an order). Like the rest of the demo content each has a `seed_key`: a start adds only
 * the keys not there yet, so a database seeded before articles existed gets them at its next
 * start, and an article the operator unpublished or removed stays so.
 */
interface SeedArticle {
  key: string;
  kind: ArticleKind;
  daysAgo: number;
  texts: Record<'es' | 'en', { title: string; summary: string; body: string }>;
}

export const DEMO_ARTICLES: readonly SeedArticle[] = [
  {
    key: 'news-mxwin-launch',
    kind: 'news',
    daysAgo: 1,
    texts: {
      es: {
        title: 'Llega MXWin: ocho juegos nuevos',
        summary: 'La nueva categoría MXWin ya está en el menú, con ocho juegos para empezar.',
        body: 'Desde hoy encontrará MXWin en el menú principal, junto a las tragamonedas y el casino en vivo.\n\nLa categoría abre con ocho juegos del proveedor MXW. Todos se pueden probar en modo demostración antes de apostar.',
      },
      en: {
        title: 'MXWin is here: eight new games',
        summary: 'The new MXWin category is in the menu, with eight games to start with.',
        body: 'From today you will find MXWin in the main menu, next to the slots and the live casino.\n\nThe category opens with eight games from the vendor MXW. Every one of them can be tried in demo mode before you bet.',
      },
    },
  },
  {
    key: 'news-maintenance-window',
    kind: 'news',
    daysAgo: 4,
    texts: {
      es: {
        title: 'Mantenimiento programado del martes',
        summary: 'El martes de 03:00 a 04:00 algunos juegos pueden no estar disponibles.',
        body: 'Para mejorar la plataforma haremos un mantenimiento el martes de 03:00 a 04:00 (hora de Ciudad de México).\n\nDurante ese tiempo algunos juegos pueden no abrir. Su saldo y sus apuestas abiertas no se ven afectados.',
      },
      en: {
        title: 'Scheduled maintenance on Tuesday',
        summary: 'On Tuesday from 03:00 to 04:00 some games may be unavailable.',
        body: 'To improve the platform we will run maintenance on Tuesday from 03:00 to 04:00 (Mexico City time).\n\nDuring that time some games may not open. Your balance and your open bets are not affected.',
      },
    },
  },
  {
    key: 'news-faster-withdrawals',
    kind: 'news',
    daysAgo: 9,
    texts: {
      es: {
        title: 'Retiros más rápidos',
        summary: 'Los retiros a cuentas bancarias se procesan ahora en menos de una hora.',
        body: 'Hemos renovado el proceso de retiros: la mayoría de las solicitudes a cuentas bancarias se pagan ahora en menos de una hora.\n\nRecuerde completar su perfil y vincular su cuenta en el centro de miembros antes de su primer retiro.',
      },
      en: {
        title: 'Faster withdrawals',
        summary: 'Withdrawals to bank accounts are now processed in under an hour.',
        body: 'We have renewed the withdrawal process: most requests to bank accounts are now paid in under an hour.\n\nRemember to complete your profile and link your account in the member centre before your first withdrawal.',
      },
    },
  },
  {
    key: 'blog-responsible-play',
    kind: 'blog',
    daysAgo: 2,
    texts: {
      es: {
        title: 'Cinco hábitos para jugar con responsabilidad',
        summary: 'Límites, pausas y un presupuesto claro: así se disfruta más y se arriesga menos.',
        body: 'Fije un presupuesto antes de empezar y no lo amplíe durante la sesión.\n\nUse los límites de depósito y el recordatorio de tiempo del centro de miembros.\n\nHaga pausas: una sesión larga no mejora las probabilidades.\n\nNo persiga las pérdidas; mañana es otro día.\n\nSi el juego deja de ser una diversión, use la autoexclusión o pida ayuda.',
      },
      en: {
        title: 'Five habits for playing responsibly',
        summary: 'Limits, breaks and a clear budget: enjoy more and risk less.',
        body: 'Set a budget before you start and do not raise it during the session.\n\nUse the deposit limits and the time reminder of the member centre.\n\nTake breaks: a long session does not improve the odds.\n\nDo not chase losses; tomorrow is another day.\n\nIf playing stops being fun, use self-exclusion or ask for help.',
      },
    },
  },
  {
    key: 'blog-slots-volatility',
    kind: 'blog',
    daysAgo: 6,
    texts: {
      es: {
        title: 'Volatilidad de las tragamonedas, explicada',
        summary: 'Por qué unas tragamonedas pagan poco y a menudo, y otras mucho y rara vez.',
        body: 'La volatilidad describe cómo se reparten los premios de una tragamonedas a lo largo del tiempo.\n\nUna tragamonedas de volatilidad baja paga premios pequeños con frecuencia; una de volatilidad alta paga menos veces, pero premios más grandes.\n\nNinguna es mejor que la otra: elija según su presupuesto y cuánto quiera que dure su sesión.',
      },
      en: {
        title: 'Slot volatility, explained',
        summary: 'Why some slots pay little and often, and others a lot and rarely.',
        body: 'Volatility describes how a slot spreads its prizes over time.\n\nA low-volatility slot pays small prizes often; a high-volatility one pays less often, but bigger prizes.\n\nNeither is better: choose by your budget and how long you want your session to last.',
      },
    },
  },
];

/** Adds the demo articles whose keys are not there yet; returns how many. */
export async function seedArticles(tx: Queryable): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO content_articles (seed_key, kind, texts, published_at)
     SELECT s.key, s.kind, s.texts, now() - s."daysAgo" * interval '1 day'
     FROM jsonb_to_recordset($1::jsonb) AS s(key text, kind text, "daysAgo" int, texts jsonb)
     WHERE NOT EXISTS (SELECT 1 FROM content_articles c WHERE c.seed_key = s.key)
     ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
    [JSON.stringify(DEMO_ARTICLES)],
  );
  return rows.length;
}
