// The money rows of pnpm bench:server, on PostgreSQL: deposits credited by signed provider
// callbacks, and transfers to the upline (withdraw password checked, one ledger transaction each).
// The pending deposits, the accounts and their withdraw passwords are made beforehand through the
// server's own services on the same database; only the credit and the transfer are measured.
import { randomBytes } from 'node:crypto';
import { calls, encryptBody, type PublicEncryptionKey } from '@portal/contract';
import type autocannon from 'autocannon';
import { channelByCode, createDeposit } from '../src/cashier/service';
import {
  CALLBACK_PREFIX,
  SIGNATURE_HEADER,
  signCallback,
  TIMESTAMP_HEADER,
} from '../src/cashier/provider';
import { setWithdrawPassword } from '../src/cashier/withdrawPassword';
import { runCli } from '../src/cli';
import type { Db } from '../src/db/types';

/** Deposits credited, and transfers made, in one run of each. */
export const DEPOSITS = 2000;
export const TRANSFERS = 1000;
/** Transfers are limited to 60 an hour per account: enough senders for the run. */
const SENDERS = 20;
const LOGIN_PASSWORD = 'Lantern orchard 42';
const WITHDRAW_PASSWORD = 'velvet-9917';

type Measure = (
  name: string,
  options: autocannon.Options,
) => Promise<{ requests: number; failures: number }>;

interface Fetched {
  success: boolean;
  value: Record<string, unknown>;
}

export async function benchMoney(url: string, db: Db, merchant: string, measure: Measure) {
  const suffix = randomBytes(3).toString('hex');
  const agent = `bagent${suffix}`;
  await runCli(db, ['create-account', 'agent', agent, LOGIN_PASSWORD]);
  const senders: { name: string; id: number }[] = [];
  for (let i = 0; i < SENDERS; i += 1) {
    const name = `bsend${suffix}${i}`;
    await runCli(db, [
      'create-account',
      'member',
      name,
      LOGIN_PASSWORD,
      '--upline',
      agent,
      '--adult',
    ]);
    await runCli(db, ['credit', name, '100000']);
    const [row] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE username = $1', [
      name,
    ]);
    await setWithdrawPassword(db, row!.id, WITHDRAW_PASSWORD);
    senders.push({ name, id: row!.id });
  }

  // Deposits waiting for their provider, spread over the senders.
  const channel = await channelByCode(db, 'demo-bank');
  if (!channel) throw new Error('the demo-bank channel is missing');
  const references: string[] = [];
  for (let i = 0; i < DEPOSITS; i += 1) {
    const sender = senders[i % SENDERS]!;
    const made = await createDeposit(db, sender.id, {
      channel: channel.code,
      amount: '25.00',
      requestId: `bench-${suffix}-${i}`,
      language: 'en',
    });
    references.push(made.reference);
  }
  let nextDeposit = 0;
  const deposits = await measure('deposit credited', {
    url: `${url}${CALLBACK_PREFIX}${channel.code}`,
    method: 'POST',
    amount: DEPOSITS,
    requests: [
      {
        setupRequest: (req) => {
          const reference = references[nextDeposit]!;
          nextDeposit += 1;
          const body = JSON.stringify({
            eventId: `bench-${reference}`,
            reference,
            status: 'paid',
            amount: '25.00',
          });
          const timestamp = Math.floor(Date.now() / 1000);
          return {
            ...req,
            body,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              [TIMESTAMP_HEADER]: String(timestamp),
              [SIGNATURE_HEADER]: signCallback(channel.secret, timestamp, body),
            },
          };
        },
      },
    ],
  });

  // Transfers to the upline: each sender's own session; bodies encrypted beforehand, as a real
  // client sends them in production, each with a request id of its own.
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { merchant, 'content-type': 'application/json', encryption: '1', ...headers },
    });
    const answer = (await res.json()) as Fetched;
    if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.value;
  };
  const info = (await (
    await fetch(`${url}${calls.systemInfo.path}`, { headers: { merchant } })
  ).json()) as Fetched;
  const key = info.value['encryption'] as PublicEncryptionKey;
  const tokens: string[] = [];
  for (const sender of senders) {
    const login = await encryptBody(key, calls.login, {
      username: sender.name,
      password: LOGIN_PASSWORD,
      type: 'username',
    });
    tokens.push(String((await post(calls.login.path, login))['token']));
  }
  const bodies: { token: string; body: string }[] = [];
  for (let i = 0; i < TRANSFERS; i += 1) {
    const body = await encryptBody(key, calls.transferUpline, {
      amount: '1.00',
      withdrawPassword: WITHDRAW_PASSWORD,
      requestId: `bench-${suffix}-t${i}`,
    });
    bodies.push({ token: tokens[i % SENDERS]!, body: JSON.stringify(body) });
  }
  let nextTransfer = 0;
  const transfers = await measure('transfer', {
    url: `${url}${calls.transferUpline.path}`,
    method: 'POST',
    amount: TRANSFERS,
    requests: [
      {
        setupRequest: (req) => {
          const { token, body } = bodies[nextTransfer]!;
          nextTransfer += 1;
          return {
            ...req,
            body,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              encryption: '1',
              authorization: `Bearer ${token}`,
            },
          };
        },
      },
    ],
  });

  const [credited] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM deposits WHERE status = 'credited' AND request_id LIKE $1",
    [`bench-${suffix}-%`],
  );
  const [agentBalance] = await db.query<{ balance: string }>(
    `SELECT l.balance::text AS balance FROM ledger_accounts l JOIN accounts a ON a.id = l.account_id
     WHERE a.username = $1 AND l.kind = 'member'`,
    [agent],
  );
  return {
    deposits,
    transfers,
    credited: credited?.n ?? 0,
    transferred: Number(agentBalance?.balance ?? 0),
  };
}
