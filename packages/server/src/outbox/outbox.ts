import type { Queryable } from '../db/types';

export interface Message {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

/** Where e-mails and SMS go. The default writes them to the outbox table. */
export interface Sender {
  send(db: Queryable, message: Message): Promise<void>;
}

export const outboxSender: Sender = {
  async send(db, message) {
    await db.query(
      'INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)',
      [message.channel, message.recipient, message.subject ?? null, message.body],
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
