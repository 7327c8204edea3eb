import type {
  AnnouncementExecution,
  AnnouncementType,
  BannerGroup,
  GameType,
  PromotionType,
} from '@portal/contract';
import type { Queryable } from '../types';
import { seedArticles } from './articles';

/**
 * The demo content of a fresh database, in Spanish and English: announcements, notices,
 * promotions, banners and showcase winners. Each row has a `seed_key`, and seeding inserts only
 * the keys not there yet: a second start adds nothing, and what the operator withdrew stays
 * withdrawn. Images are drawn by the server (content-art.ts); games are named by category, vendor
 * and code of the demo catalogue, and a row whose game is not in the catalogue is skipped.
 */

interface SeedAnnouncement {
  key: string;
  kind: 'announcement' | 'notice';
  type: AnnouncementType;
  execution: AnnouncementExecution;
  sort: number;
  texts: Record<'es' | 'en', { title: string; content: string }>;
}

export const DEMO_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    key: 'welcome-visitor',
    kind: 'announcement',
    type: 'H',
    execution: 'B',
    sort: 10,
    texts: {
      es: {
        title: '¡Bienvenido al portal!',
        content:
          '<p>Regístrese en un minuto y reciba un <strong>bono de bienvenida del 100 %</strong> en su primer depósito.</p><p>¿Solo quiere mirar? Recorra el portal con una cuenta de prueba; para jugar, regístrese.</p>',
      },
      en: {
        title: 'Welcome to the portal!',
        content:
          '<p>Sign up in a minute and get a <strong>100% welcome bonus</strong> on your first deposit.</p><p>Just looking? Look around the portal with a trial account; to play, sign up.</p>',
      },
    },
  },
  {
    key: 'first-login',
    kind: 'announcement',
    type: 'PR',
    execution: 'F',
    sort: 10,
    texts: {
      es: {
        title: 'Su primer día con nosotros',
        content:
          '<p>Gracias por registrarse. Complete su perfil en el <strong>Centro de seguridad</strong> y active la verificación por SMS para proteger su cuenta.</p><ul><li>Bono de bienvenida: en Promociones</li><li>Soporte 24 h: botón de servicio al cliente</li></ul>',
      },
      en: {
        title: 'Your first day with us',
        content:
          '<p>Thank you for signing up. Complete your profile in the <strong>Security centre</strong> and turn on SMS verification to protect your account.</p><ul><li>Welcome bonus: under Promotions</li><li>24 h support: the customer service button</li></ul>',
      },
    },
  },
  {
    key: 'weekend-rebate',
    kind: 'announcement',
    type: 'PR',
    execution: 'A',
    sort: 5,
    texts: {
      es: {
        title: 'Reembolso de fin de semana',
        content:
          '<p>Este fin de semana le devolvemos el <strong>1,2 %</strong> de lo apostado en tragamonedas, sin requisitos. Se acredita el lunes a las 12:00.</p>',
      },
      en: {
        title: 'Weekend rebate',
        content:
          '<p>This weekend we give back <strong>1.2%</strong> of your slot bets, no strings attached. Credited on Monday at 12:00.</p>',
      },
    },
  },
  {
    key: 'maintenance-window',
    kind: 'notice',
    type: 'PL',
    execution: 'B',
    sort: 20,
    texts: {
      es: {
        title: 'Mantenimiento programado',
        content:
          '<p>El martes de 03:00 a 04:00 (hora del centro de México) actualizaremos los servidores. Los juegos en vivo no estarán disponibles durante ese tiempo.</p>',
      },
      en: {
        title: 'Scheduled maintenance',
        content:
          '<p>On Tuesday from 03:00 to 04:00 (Mexico central time) we will update our servers. Live games will be unavailable during that time.</p>',
      },
    },
  },
  {
    key: 'new-line',
    kind: 'notice',
    type: 'PL',
    execution: 'B',
    sort: 0,
    texts: {
      es: {
        title: 'Nueva línea de acceso',
        content:
          '<p>Ya está disponible la <strong>Línea 3</strong>. Si el portal carga despacio, cambie de línea desde el menú de dominios.</p>',
      },
      en: {
        title: 'New access line',
        content:
          '<p><strong>Line 3</strong> is now available. If the portal loads slowly, switch lines from the domain menu.</p>',
      },
    },
  },
  {
    key: 'deposit-methods',
    kind: 'notice',
    type: 'PU',
    execution: 'B',
    sort: 0,
    texts: {
      es: {
        title: 'Nuevos métodos de depósito',
        content:
          '<p>Ahora puede depositar por transferencia SPEI y en tiendas de conveniencia. El saldo se acredita en menos de 5 minutos.</p>',
      },
      en: {
        title: 'New deposit methods',
        content:
          '<p>You can now deposit by SPEI transfer and at convenience stores. Funds arrive in under 5 minutes.</p>',
      },
    },
  },
  {
    key: 'responsible-gaming',
    kind: 'notice',
    type: 'B',
    execution: 'B',
    sort: 0,
    texts: {
      es: {
        title: 'Juego responsable',
        content:
          '<p>Juegue por diversión. Puede fijar límites de depósito y pausar su cuenta desde el Centro de seguridad. Prohibido para menores de 18 años.</p>',
      },
      en: {
        title: 'Responsible gaming',
        content:
          '<p>Play for fun. You can set deposit limits and pause your account from the Security centre. Over-18s only.</p>',
      },
    },
  },
  {
    key: 'football-cup',
    kind: 'notice',
    type: 'PR',
    execution: 'B',
    sort: 0,
    texts: {
      es: {
        title: 'Copa de fútbol: cuotas mejoradas',
        content:
          '<p>Durante la copa, cuotas mejoradas en todos los partidos de la fase de grupos en Deportes.</p>',
      },
      en: {
        title: 'Football cup: boosted odds',
        content: '<p>During the cup, boosted odds on every group-stage match in Sports.</p>',
      },
    },
  },
  {
    key: 'vip-upgrade',
    kind: 'notice',
    type: 'B',
    execution: 'A',
    sort: 0,
    texts: {
      es: {
        title: 'Nuevos niveles VIP',
        content:
          '<p>El programa VIP suma dos niveles con retiros prioritarios y un gestor personal.</p>',
      },
      en: {
        title: 'New VIP levels',
        content:
          '<p>The VIP programme adds two levels with priority withdrawals and a personal manager.</p>',
      },
    },
  },
];

interface SeedPromotion {
  key: string;
  type: PromotionType;
  sort: number;
  /** Days from seeding to the end, or null for no end. */
  days: number | null;
  texts: Record<'es' | 'en', { title: string; summary: string; content: string }>;
}

export const DEMO_PROMOTIONS: readonly SeedPromotion[] = [
  {
    key: 'welcome-100',
    type: 'NEW',
    sort: 0,
    days: null,
    texts: {
      es: {
        title: 'Bono de bienvenida del 100 %',
        summary: 'Duplicamos su primer depósito hasta $ 2.000',
        content:
          '<p>Deposite desde $ 200 y reciba el mismo monto como bono, hasta $ 2.000.</p><ul><li>Rollover: 10 veces el bono</li><li>Válido 30 días desde el registro</li></ul>',
      },
      en: {
        title: '100% welcome bonus',
        summary: 'We double your first deposit up to $ 2,000',
        content:
          '<p>Deposit $ 200 or more and get the same amount as a bonus, up to $ 2,000.</p><ul><li>Wagering: 10 times the bonus</li><li>Valid for 30 days after signing up</li></ul>',
      },
    },
  },
  {
    key: 'reload-monday',
    type: 'DEPOSIT',
    sort: 1,
    days: null,
    texts: {
      es: {
        title: 'Recarga de los lunes',
        summary: '20 % extra en su primer depósito de cada lunes',
        content:
          '<p>Cada lunes, su primer depósito de $ 500 o más recibe un 20 % adicional, hasta $ 1.000.</p>',
      },
      en: {
        title: 'Monday reload',
        summary: '20% extra on your first deposit every Monday',
        content:
          '<p>Every Monday, your first deposit of $ 500 or more gets an extra 20%, up to $ 1,000.</p>',
      },
    },
  },
  {
    key: 'daily-rebate',
    type: 'REBATE',
    sort: 2,
    days: null,
    texts: {
      es: {
        title: 'Reembolso diario ilimitado',
        summary: 'Hasta 1,2 % de lo apostado, todos los días',
        content:
          '<p>Le devolvemos cada día hasta el 1,2 % de su apuesta válida en tragamonedas y pesca, sin límite.</p>',
      },
      en: {
        title: 'Unlimited daily rebate',
        summary: 'Up to 1.2% of your bets, every day',
        content:
          '<p>Every day we give back up to 1.2% of your valid bets on slots and fishing, with no cap.</p>',
      },
    },
  },
  {
    key: 'vip-birthday',
    type: 'VIP',
    sort: 3,
    days: null,
    texts: {
      es: {
        title: 'Regalo de cumpleaños VIP',
        summary: 'Un bono especial en el mes de su cumpleaños',
        content: '<p>Los miembros VIP 1 o superior reciben un bono en el mes de su cumpleaños.</p>',
      },
      en: {
        title: 'VIP birthday gift',
        summary: 'A special bonus in your birthday month',
        content: '<p>VIP 1 members and above get a bonus in their birthday month.</p>',
      },
    },
  },
  {
    key: 'slots-race',
    type: 'EVENT',
    sort: 4,
    days: 30,
    texts: {
      es: {
        title: 'Carrera de tragamonedas',
        summary: '$ 50.000 en premios para los 100 mejores',
        content:
          '<p>Sume puntos con cada giro. Los 100 jugadores con más puntos al cierre se reparten $ 50.000.</p>',
      },
      en: {
        title: 'Slots race',
        summary: '$ 50,000 in prizes for the top 100',
        content:
          '<p>Earn points with every spin. The 100 players with the most points at the close share $ 50,000.</p>',
      },
    },
  },
];

interface SeedBanner {
  key: string;
  group: BannerGroup;
  sort: number;
  linkage:
    | { type: 'URL'; url: string }
    | { type: 'P'; promotion: string }
    | { type: 'G'; gameType: GameType; vassalage: string; gameCode: string };
  texts: Record<'es' | 'en', { title: string; subtitle: string; badge: string }>;
}

export const DEMO_BANNERS: readonly SeedBanner[] = [
  {
    key: 'home-welcome',
    group: 'w_home',
    sort: 0,
    linkage: { type: 'P', promotion: 'welcome-100' },
    texts: {
      es: {
        title: 'Bono de bienvenida del 100 %',
        subtitle: 'Duplicamos su primer depósito hasta $ 2.000',
        badge: 'NUEVOS MIEMBROS',
      },
      en: {
        title: '100% welcome bonus',
        subtitle: 'We double your first deposit up to $ 2,000',
        badge: 'NEW MEMBERS',
      },
    },
  },
  {
    key: 'home-game',
    group: 'w_home',
    sort: 1,
    linkage: { type: 'G', gameType: 'RNG', vassalage: 'PNG', gameCode: 'PNG-001' },
    texts: {
      es: {
        title: 'El juego de la semana',
        subtitle: 'Gire ahora y aparezca en la tabla de ganadores',
        badge: 'DESTACADO',
      },
      en: {
        title: 'Game of the week',
        subtitle: 'Spin now and make the winner board',
        badge: 'FEATURED',
      },
    },
  },
  {
    key: 'home-race',
    group: 'w_home',
    sort: 2,
    linkage: { type: 'P', promotion: 'slots-race' },
    texts: {
      es: {
        title: 'Carrera de tragamonedas',
        subtitle: '$ 50.000 en premios para los 100 mejores',
        badge: 'EVENTO',
      },
      en: { title: 'Slots race', subtitle: '$ 50,000 in prizes for the top 100', badge: 'EVENT' },
    },
  },
  {
    key: 'home-help',
    group: 'w_home',
    sort: 3,
    linkage: { type: 'URL', url: '/help#term' },
    texts: {
      es: {
        title: 'Juegue con responsabilidad',
        subtitle: 'Límites de depósito y pausas desde su cuenta',
        badge: 'AYUDA',
      },
      en: {
        title: 'Play responsibly',
        subtitle: 'Deposit limits and breaks from your account',
        badge: 'HELP',
      },
    },
  },
  {
    key: 'login-rebate',
    group: 'w_login',
    sort: 0,
    linkage: { type: 'P', promotion: 'daily-rebate' },
    texts: {
      es: { title: 'Reembolso diario', subtitle: 'Hasta 1,2 % todos los días', badge: 'REEMBOLSO' },
      en: { title: 'Daily rebate', subtitle: 'Up to 1.2% every day', badge: 'REBATE' },
    },
  },
  {
    key: 'register-welcome',
    group: 'w_register',
    sort: 0,
    linkage: { type: 'P', promotion: 'welcome-100' },
    texts: {
      es: {
        title: 'Regístrese y duplique',
        subtitle: 'Bono del 100 % al primer depósito',
        badge: 'BIENVENIDA',
      },
      en: {
        title: 'Sign up and double up',
        subtitle: '100% bonus on the first deposit',
        badge: 'WELCOME',
      },
    },
  },
  {
    key: 'forget-security',
    group: 'w_forget',
    sort: 0,
    linkage: { type: 'URL', url: '/member' },
    texts: {
      es: {
        title: 'Proteja su cuenta',
        subtitle: 'Active la verificación por SMS',
        badge: 'SEGURIDAD',
      },
      en: {
        title: 'Protect your account',
        subtitle: 'Turn on SMS verification',
        badge: 'SECURITY',
      },
    },
  },
  {
    key: 'menu-vip',
    group: 'w_left_menu',
    sort: 0,
    linkage: { type: 'P', promotion: 'vip-birthday' },
    texts: {
      es: { title: 'Club VIP', subtitle: '', badge: 'VIP' },
      en: { title: 'VIP club', subtitle: '', badge: 'VIP' },
    },
  },
];

interface SeedWinner {
  key: string;
  name: string;
  amount: string;
  gameType: GameType;
  vassalage: string;
  gameCode: string;
  /** Hours before seeding. */
  hoursAgo: number;
}

/** Showcase winners: usernames in the operator's style, amounts a demo operator would show. */
export const DEMO_WINNERS: readonly SeedWinner[] = [
  ['carlos88', '48250.00', 'RNG', 'PNG', 'PNG-003', 3],
  ['mariana_g', '31500.50', 'LIVE', 'EA', 'EA-002', 7],
  ['luisfer21', '22840.00', 'FISH', 'CQ9', 'CQ9-001', 12],
  ['anita77', '18320.75', 'RNG', 'PT', 'PT-005', 20],
  ['pedro2024', '15600.00', 'PVP', 'KY', 'KY-002', 26],
  ['sofi_mx', '12480.25', 'RNG', 'AE', 'AE-011', 30],
  ['jorgeluis', '9875.00', 'LIVE', 'DG', 'DG-004', 36],
  ['valeria09', '8420.00', 'RNG', 'MG', 'MG-007', 41],
  ['diegoalv', '7310.40', 'FISH', 'GG', 'GG-002', 47],
  ['camila_r', '6050.00', 'RNG', 'RTG', 'RTG-009', 53],
  ['ramon45', '5480.00', 'PVP', 'TH', 'TH-004', 60],
  ['lucia_b', '4920.60', 'RNG', 'CQ9', 'CQ9-012', 66],
  ['andres_co', '3870.00', 'LIVE', 'AG', 'AG-003', 71],
  ['fernanda', '3125.00', 'RNG', 'ISB', 'ISB-004', 77],
  ['ivanpe', '2640.80', 'FISH', 'BBIN', 'BBIN-005', 84],
  ['paola_23', '2210.00', 'RNG', 'TTG', 'TTG-006', 90],
  ['hugo_mx', '1875.00', 'PVP', 'XY', 'XY-001', 97],
  ['renata', '1520.50', 'RNG', 'WD', 'WD-010', 105],
].map(([name, amount, gameType, vassalage, gameCode, hoursAgo]) => ({
  key: `winner-${String(name)}`,
  name: String(name),
  amount: String(amount),
  gameType: gameType as GameType,
  vassalage: String(vassalage),
  gameCode: String(gameCode),
  hoursAgo: Number(hoursAgo),
}));

/**
 * Inserts the demo content whose keys are not there yet. Returns how many rows it added. Keys
 * already there are filtered out before the insert (not only by ON CONFLICT), so that a restart
 * draws no ids from the sequences and the ids operators see stay consecutive.
 */
export async function seedContent(tx: Queryable): Promise<number> {
  let added = 0;
  const count = (rows: unknown[]) => {
    added += rows.length;
  };
  count(
    await tx.query(
      `INSERT INTO content_announcements (seed_key, kind, promotion_type, execution, sort, texts)
       SELECT key, kind, type, execution, sort, texts
       FROM jsonb_to_recordset($1::jsonb)
         AS s(key text, kind text, type text, execution text, sort int, texts jsonb)
       WHERE NOT EXISTS (SELECT 1 FROM content_announcements c WHERE c.seed_key = s.key)
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [JSON.stringify(DEMO_ANNOUNCEMENTS)],
    ),
  );
  count(
    await tx.query(
      `INSERT INTO content_promotions (seed_key, promo_type, sort, ends_at, texts)
       SELECT key, type, sort, CASE WHEN days IS NOT NULL THEN now() + days * interval '1 day' END, texts
       FROM jsonb_to_recordset($1::jsonb) AS s(key text, type text, sort int, days int, texts jsonb)
       WHERE NOT EXISTS (SELECT 1 FROM content_promotions c WHERE c.seed_key = s.key)
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [JSON.stringify(DEMO_PROMOTIONS)],
    ),
  );
  const banners = DEMO_BANNERS.map((b) => ({
    key: b.key,
    group: b.group,
    sort: b.sort,
    type: b.linkage.type,
    url: b.linkage.type === 'URL' ? b.linkage.url : null,
    promotion: b.linkage.type === 'P' ? b.linkage.promotion : null,
    game_type: b.linkage.type === 'G' ? b.linkage.gameType : null,
    vassalage: b.linkage.type === 'G' ? b.linkage.vassalage : null,
    game_code: b.linkage.type === 'G' ? b.linkage.gameCode : null,
    texts: b.texts,
  }));
  // A banner whose promotion or game is missing gets no row (the inner joins drop it).
  count(
    await tx.query(
      `INSERT INTO content_banners (seed_key, banner_group, sort, linkage_type, url, promotion_id, game_id, texts)
       SELECT s.key, s."group", s.sort, s.type, s.url, p.id, g.id, s.texts
       FROM jsonb_to_recordset($1::jsonb)
         AS s(key text, "group" text, sort int, type text, url text, promotion text,
              game_type text, vassalage text, game_code text, texts jsonb)
       LEFT JOIN content_promotions p ON p.seed_key = s.promotion
       LEFT JOIN games g ON g.game_type = s.game_type AND g.vassalage = s.vassalage
         AND g.game_code = s.game_code
       WHERE (s.promotion IS NULL OR p.id IS NOT NULL) AND (s.game_code IS NULL OR g.id IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM content_banners c WHERE c.seed_key = s.key)
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [JSON.stringify(banners)],
    ),
  );
  count(
    await tx.query(
      `INSERT INTO content_winners (seed_key, customer_name, game_id, win_amount, won_at)
       SELECT s.key, s.name, g.id, s.amount::numeric, now() - s."hoursAgo" * interval '1 hour'
       FROM jsonb_to_recordset($1::jsonb)
         AS s(key text, name text, amount text, "gameType" text, vassalage text, "gameCode" text,
              "hoursAgo" int)
       JOIN games g ON g.game_type = s."gameType" AND g.vassalage = s.vassalage
         AND g.game_code = s."gameCode"
       WHERE NOT EXISTS (SELECT 1 FROM content_winners c WHERE c.seed_key = s.key)
       ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
      [JSON.stringify(DEMO_WINNERS)],
    ),
  );
  return added + (await seedArticles(tx));
}
