// The operator's commands over disputed withdrawals (spec 4.11): the list, the proof image, and
// the decision. cli.ts dispatches to them.
import { writeFile } from 'node:fs/promises';
import type { Db } from '../db/types';
import { centsText } from '../ledger/ledger';
import { disputedWithdrawals, disputeProof, resolveDispute } from './receipts';

export const DISPUTE_USAGE = `  disputes                                 paid withdrawals the member reports not received
  dispute-proof <reference> <file>         save the member's proof image of a dispute to <file>
  dispute <reference> received [reason]    the payout did arrive: the rest counts as received
  dispute <reference> refund [reason]      it did not: what is missing goes back to the wallet`;

export async function listDisputes(db: Db): Promise<string> {
  const rows = await disputedWithdrawals(db);
  return rows.length
    ? rows
        .map(
          (r) =>
            `${r.reference}  ${r.username.padEnd(12)} ${r.remainder.padStart(12)} missing of ${r.amount}  ${r.account}  ${new Date(r.disputed_at).toISOString()}  proof ${r.proof ?? 'none'}${r.note ? `  "${r.note}"` : ''}`,
        )
        .join('\n')
    : '(no disputed withdrawals)';
}

export async function saveDisputeProof(db: Db, args: string[]): Promise<string> {
  const [reference, file, ...extra] = args;
  if (!reference || !file || extra.length)
    throw new Error('dispute-proof takes a withdrawal reference and a file to write the image to');
  const proof = await disputeProof(db, reference);
  if (!proof) throw new Error(`no proof image for ${reference}`);
  try {
    // Never over an existing file: the operator names a new one.
    await writeFile(file, proof.bytes, { flag: 'wx' });
  } catch (error) {
    throw new Error(`cannot write ${file}: ${(error as Error).message}`);
  }
  return `${proof.mime} of ${proof.bytes.length} bytes written to ${file}`;
}

export async function decideDispute(db: Db, args: string[], actor: string): Promise<string> {
  const [reference, verb, ...rest] = args;
  if (!reference || (verb !== 'received' && verb !== 'refund'))
    throw new Error('dispute takes <reference> received [reason] or <reference> refund [reason]');
  const reason = rest.join(' ').trim();
  if (reason.length > 500) throw new Error('the reason may be at most 500 characters');
  const decided = await resolveDispute(db, reference, verb, actor, reason || null);
  if (!decided) throw new Error(`no withdrawal ${reference}`);
  if (!decided.changed) return `${reference} was already ${decided.status}: nothing done`;
  const money = centsText(decided.cents);
  return verb === 'refund'
    ? `${reference} refunded: ${money} back to the member's wallet`
    : `${reference} received: the missing ${money} counts as received`;
}
