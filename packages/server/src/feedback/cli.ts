// The operator's commands over players' feedback: read the newest, one in full, and save its
// images to look at them. Feedback is anonymous (spec 6: no token), so it is named by its number.
import { writeFile } from 'node:fs/promises';
import { parseOptions, type DomainCli } from '../commands/args';
import type { Db } from '../db/types';

function feedbackId(raw: string | undefined, verb: string): number {
  if (raw === undefined || !/^\d{1,9}$/u.test(raw))
    throw new Error(`${verb} takes a feedback number (as listed by "feedback")`);
  return Number(raw);
}

/** One line of text for a list: new lines shown as ⏎, so that a row stays a row. */
const oneLine = (text: string) => text.replace(/\r?\n/gu, ' ⏎ ');

async function listFeedback(db: Db, args: string[]): Promise<string> {
  const options = parseOptions(args, ['limit']);
  const rawLimit = options.get('--limit') ?? '20';
  if (!/^\d{1,4}$/u.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 1000)
    throw new Error('--limit is a number from 1 to 1000');
  const rows = await db.query<{
    id: number;
    created_at: Date | string;
    contact: string | null;
    content: string;
    images: number;
  }>(
    `SELECT f.id, f.created_at, f.contact, f.content,
            (SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS images
     FROM feedback f ORDER BY f.created_at DESC, f.id DESC LIMIT $1`,
    [Number(rawLimit)],
  );
  if (!rows.length) return '(no feedback)';
  return rows
    .map(
      (r) =>
        `#${r.id} ${new Date(r.created_at).toISOString()} ${r.contact ?? '-'} ` +
        `[${r.images} image${r.images === 1 ? '' : 's'}] ${oneLine(r.content)}`,
    )
    .join('\n');
}

async function showFeedback(db: Db, args: string[]): Promise<string> {
  const [raw, ...rest] = args;
  const id = feedbackId(raw, 'feedback-show');
  const options = parseOptions(rest, ['save-images']);
  const [row] = await db.query<{
    created_at: Date | string;
    contact: string | null;
    ip: string | null;
    content: string;
  }>('SELECT created_at, contact, ip, content FROM feedback WHERE id = $1', [id]);
  if (!row) throw new Error(`no feedback #${id}`);
  const images = await db.query<{ id: number; mime: string; bytes: Uint8Array }>(
    'SELECT id, mime, bytes FROM feedback_images WHERE feedback_id = $1 ORDER BY id',
    [id],
  );
  const prefix = options.get('--save-images');
  const lines = [
    `feedback #${id} of ${new Date(row.created_at).toISOString()}`,
    `contact: ${row.contact ?? '-'}  ip: ${row.ip ?? '-'}`,
    '',
    row.content,
    '',
  ];
  for (const [i, image] of images.entries()) {
    const size = `${image.mime}, ${image.bytes.length} bytes`;
    if (prefix === undefined) {
      lines.push(`image ${i + 1}: ${size}`);
      continue;
    }
    const file = `${prefix}-${i + 1}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
    try {
      await writeFile(file, image.bytes);
    } catch (error) {
      throw new Error(`cannot write ${file}: ${(error as Error).message}`);
    }
    lines.push(`image ${i + 1}: ${size}, saved to ${file}`);
  }
  if (!images.length) lines.push('(no images)');
  return lines.join('\n');
}

export const feedbackCli: DomainCli = {
  usage: `  feedback [--limit N]                     players' feedback, newest first (20 unless told)
  feedback-show <number> [--save-images PREFIX]
                                           one feedback in full; its images saved as
                                           PREFIX-1.png ... when asked`,
  async run(db, command, args) {
    if (command === 'feedback') return listFeedback(db, args);
    if (command === 'feedback-show') return showFeedback(db, args);
    return undefined;
  },
};
