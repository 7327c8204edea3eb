import type { Queryable } from '../types';

/**
 * The demo's messages and claimable bonuses, seeded once with the demo accounts (a fresh database
 * only, like them): so that the header's unclaimed count of demo01 (spec 2.4) is not zero from the
 * first start. demo01 has two unread messages and one read, and may claim the welcome bonus;
 * vip01 may claim the welcome and the VIP birthday bonuses and has one unread message.
 */
export const DEMO_PROMO_BONUSES: readonly { promotion: string; amount: string }[] = [
  { promotion: 'welcome-100', amount: '50.00' },
  { promotion: 'vip-birthday', amount: '288.00' },
];

export const DEMO_MESSAGES: readonly {
  username: string;
  title: string;
  content: string;
  read: boolean;
}[] = [
  {
    username: 'demo01',
    title: 'Mantenimiento programado del martes',
    content:
      'El martes de 03:00 a 04:00 (GMT-6) algunos juegos de casino en vivo no estarán disponibles. Su saldo no se ve afectado.',
    read: true,
  },
  {
    username: 'demo01',
    title: 'Verifique su número de móvil',
    content:
      'Active la verificación por SMS en el Centro de seguridad: protege su cuenta y le permite recuperar la contraseña desde su teléfono.',
    read: false,
  },
  {
    username: 'demo01',
    title: 'Bienvenido a Portal',
    content:
      'Gracias por unirse. Su bono de bienvenida le espera: reclámelo en el centro de recompensas antes de que termine la promoción.',
    read: false,
  },
  {
    username: 'vip01',
    title: 'Su regalo de cumpleaños VIP',
    content:
      'Como miembro VIP, este mes tiene un bono de cumpleaños para reclamar en el centro de recompensas. ¡Felicidades!',
    read: false,
  },
];

/** Seeds the demo's bonuses and messages; the caller runs it once, with the demo accounts. */
export async function seedMemberDemo(tx: Queryable): Promise<void> {
  for (const bonus of DEMO_PROMO_BONUSES)
    await tx.query(
      `UPDATE content_promotions SET claim_amount = $2::numeric
       WHERE seed_key = $1 AND claim_amount IS NULL`,
      [bonus.promotion, bonus.amount],
    );
  // In this order, one a second apart, so that the list's newest-first order is the one above.
  for (const [i, m] of DEMO_MESSAGES.entries())
    await tx.query(
      `INSERT INTO member_messages (account_id, title, content, sent_at, read_at)
       SELECT a.id, $2, $3, now() - make_interval(secs => $4::int),
         CASE WHEN $5::boolean THEN now() END
       FROM accounts a WHERE a.username_key = lower($1)`,
      [m.username, m.title, m.content, DEMO_MESSAGES.length - i, m.read],
    );
}
