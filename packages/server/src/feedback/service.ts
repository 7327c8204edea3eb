import type { Db } from '../db/types';
import type { UploadedFile } from '../http/context';

/** Keeps a feedback with its images: all of it, or nothing. Answers its id. */
export function saveFeedback(
  db: Db,
  feedback: { content: string; contact: string | null; ip: string; files: readonly UploadedFile[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO feedback (content, contact, ip) VALUES ($1, $2, $3) RETURNING id',
      [feedback.content, feedback.contact, feedback.ip],
    );
    if (!row) throw new Error('feedback vanished after insert');
    for (const file of feedback.files) {
      await tx.query('INSERT INTO feedback_images (feedback_id, mime, bytes) VALUES ($1, $2, $3)', [
        row.id,
        file.type,
        file.data,
      ]);
    }
    return row.id;
  });
}
