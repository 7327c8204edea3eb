// The accounts an agent opens itself (spec 2.8, registerCenter): a member or a sub-agent under it,
// held to the operator's registration rules as a registration is; and the agent's invitation code
// and link, for players who register on their own.
import { randomInt } from 'node:crypto';
import {
  checkRegistration,
  registrationRulesFor,
  type CallBody,
  type calls,
  type RegistrationRules,
} from '@portal/contract';
import type { AccountRow } from '../accounts/accounts';
import { isUniqueViolation, type Queryable } from '../db/types';
import type { Context } from '../http/context';
import { ApiError, fieldErrors } from '../http/errors';
import { insertMember, refuseGuessable } from '../member/service';
import { hit } from '../security/ratelimit';
import { hashPassword } from '../security/passwords';
import { getSetting } from '../settings/settings';

/** The type of an account an agent opens: a member as registration makes one, or an agent. */
const TYPE_OF = { member: 0, agent: 1 } as const;

/**
 * The registration fields this form has: the operator's rules for the others (an e-mail, a mobile
 * number ...) are for players registering themselves, which the agent's form does not ask.
 */
const OPEN_FIELDS = ['username', 'password', 'nickname'] as const;

/** Opens a member or sub-agent below `agent`; answers the new account's username and kind. */
export async function openAccount(
  ctx: Context,
  agent: AccountRow,
  body: CallBody<typeof calls.agentOpenAccount>,
) {
  const { db } = ctx;
  await hit(ctx, `agent-open:${agent.id}`, 50, 3600);
  const all = registrationRulesFor(await getSetting(db, 'registerRules'), 'username');
  const rules: RegistrationRules = Object.fromEntries(
    OPEN_FIELDS.flatMap((field) => (all[field] ? [[field, all[field]]] : [])),
  );
  const errors = checkRegistration(rules, body);
  if (body.confirmPassword !== body.password && !errors['password'])
    errors['confirmPassword'] = 'Incorrect confirmation input';
  if (Object.keys(errors).length) {
    throw fieldErrors(
      errors,
      Object.keys(errors).length === 1 && errors['confirmPassword']
        ? 'PASSWORD_MISMATCH'
        : 'VALIDATION',
    );
  }
  const username = body.username.trim();
  await refuseGuessable(body.password, 'password', [username, body.nickname]);
  try {
    await insertMember(db, {
      username,
      passwordHash: await hashPassword(body.password),
      nickname: body.nickname?.trim() || username,
      mobileNum: null,
      countryDialingCode: null,
      email: null,
      profile: {},
      uplineId: agent.id,
      type: TYPE_OF[body.kind],
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError('USERNAME_TAKEN', {
      value: { fields: { username: 'This username is already registered' } },
    });
  }
  return { username, kind: body.kind };
}

/** Letters and digits that cannot be mistaken for one another when read out or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const randomCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/**
 * The agent's invitation code, made the first time it is asked for: random, and unique in any
 * case since a registration finds its agent by the code in any case; a clash draws again.
 */
export async function invitationCode(db: Queryable, agentId: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await db.query<{ affiliate_code: string | null }>(
      'SELECT affiliate_code FROM accounts WHERE id = $1',
      [agentId],
    );
    if (row?.affiliate_code) return row.affiliate_code;
    try {
      // Only when still without one: two first asks at once keep the same code.
      await db.query(
        `UPDATE accounts SET affiliate_code = $2 WHERE id = $1 AND affiliate_code IS NULL
           AND NOT EXISTS (SELECT 1 FROM accounts WHERE upper(affiliate_code) = $2)`,
        [agentId, randomCode()],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free invitation code after 20 draws');
}

/** The registration link the portal's app opens its registration with, the code filled in. */
export const invitationLink = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/u, '')}/register?referralCode=${encodeURIComponent(code)}`;
