import type { Queryable } from '../db/types';

export interface Message {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /**
   * The hash its own table keeps of the secret the message carries (an SMS code's, a reset
   * link's): the text is blanked once that secret is no longer live.
   */
  secretHash?: string;
}

/** What a message's text becomes once its code or link is used, replaced or expired. */
export const SPENT_SECRET_BODY = '(removed: the code or link in this message is no longer valid)';

/**
 * Blanks every message whose secret is no longer live, so that the outbox holds a code or a link
 * only while it can still be used. Runs at every send and read and after a secret is spent.
 */
export async function forgetDeadSecrets(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE outbox o SET body = $1, secret_hash = NULL
     WHERE o.secret_hash IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM sms_codes c WHERE c.code_hash = o.secret_hash
                       AND c.used_at IS NULL AND c.expires_at > now())
       AND NOT EXISTS (SELECT 1 FROM password_resets r WHERE r.token_hash = o.secret_hash
                       AND r.used_at IS NULL AND r.expires_at > now())`,
    [SPENT_SECRET_BODY],
  );
}

/**
 * Where e-mails and SMS go. outboxSender writes them to the outbox table; the server's default
 * (sms/provider.ts, messageSender) sends SMS to the operator's provider, which may be this one.
 */
export interface Sender {
  send(db: Queryable, message: Message): Promise<void>;
}

export const outboxSender: Sender = {
  async send(db, message) {
    await forgetDeadSecrets(db);
    await db.query(
      'INSERT INTO outbox (channel, recipient, subject, body, secret_hash) VALUES ($1, $2, $3, $4, $5)',
      [
        message.channel,
        message.recipient,
        message.subject ?? null,
        message.body,
        message.secretHash ?? null,
      ],
    );
  },
};

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The latest messages first. */
export async function readOutbox(db: Queryable, limit = 20): Promise<OutboxRow[]> {
  await forgetDeadSecrets(db);
  const rows = await db.query<{
    id: number;
    channel: string;
    recipient: string;
    subject: string | null;
    body: string;
    created_at: Date;
  }>(
    'SELECT id, channel, recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
