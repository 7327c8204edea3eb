// Shared by the tests of the withdrawal confirmation: a member with a withdraw password and a bank
// account, whose withdrawals the operator pays out, and the member's calls about them.
import { runCli } from '../cli';
import { login, multipartBody, type FormFile, type Harness } from './harness';

export const LOGIN_PASSWORD = 'Lantern orchard 42';
export const WITHDRAW_PASSWORD = 'velvet-9917';

/** A real PNG (1x1, gray) and the start of a real JPEG (SOI, APP0 JFIF). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);

export const proof = (filename: string, data: Buffer, type = 'image/png'): FormFile => ({
  field: 'proof',
  filename,
  type,
  data,
});

export interface Step {
  status: string;
  at: string;
  note: string | null;
  by: string;
  amount: number | null;
  remainder: number | null;
}

export interface WithdrawalSeen {
  reference: string;
  amount: number;
  status: string;
  received: number;
  remainder: number;
  confirmBy: string | null;
  history: Step[];
}

export interface PayoutMember {
  token: string;
  /** Asks for a withdrawal of `amount` to the bank account: held. Answers its reference. */
  withdraw(amount: string): Promise<string>;
  /** A withdrawal the operator has paid out. */
  paid(amount: string): Promise<string>;
  /** The member's answer about a withdrawal, as the app sends it (multipart). */
  confirm(
    fields: Record<string, string>,
    files?: FormFile[],
    as?: string,
  ): ReturnType<Harness['call']>;
  /** One withdrawal of the member's, as the history shows it. */
  seen(reference: string): Promise<WithdrawalSeen>;
  balance(): Promise<number>;
}

/** Makes a member with `credit` in the wallet, ready to withdraw (password, bank account). */
export async function payoutMember(
  h: Harness,
  username: string,
  credit: string,
): Promise<PayoutMember> {
  await runCli(h.db, ['create-account', 'member', username, LOGIN_PASSWORD]);
  await runCli(h.db, ['credit', username, credit]);
  const token = await login(h, username, LOGIN_PASSWORD);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.call({ method, url, token, ...(payload ? { payload } : {}) });
  const set = await call('POST', '/wps/cashier/withdraw/password', {
    loginPassword: LOGIN_PASSWORD,
    newPassword: WITHDRAW_PASSWORD,
    confirmPassword: WITHDRAW_PASSWORD,
  });
  if (set.statusCode !== 200) throw new Error(`withdraw password: ${set.body}`);
  const bank = await call('POST', '/wps/cashier/receiving-accounts', {
    kind: 'bank',
    name: 'Banco Demo',
    holder: 'Ana Pérez',
    number: `ES${String(Date.now()).slice(-12)}0${username.length}`,
  });
  if (bank.statusCode !== 200) throw new Error(`receiving account: ${bank.body}`);
  const bankId = bank.json().value.id as number;
  let serial = 0;
  const withdraw = async (amount: string) => {
    serial += 1;
    const res = await call('POST', '/wps/cashier/withdrawals', {
      receivingAccountId: bankId,
      amount,
      withdrawPassword: WITHDRAW_PASSWORD,
      requestId: `${username}-${serial}-request`,
    });
    if (res.statusCode !== 200) throw new Error(`withdraw ${amount}: ${res.body}`);
    return res.json().value.reference as string;
  };
  const seen = async (reference: string) => {
    const list = (await call('GET', '/wps/cashier/withdrawals?pageSize=50')).json().value
      .list as WithdrawalSeen[];
    const found = list.find((w) => w.reference === reference);
    if (!found) throw new Error(`no withdrawal ${reference} in the history`);
    return found;
  };
  return {
    token,
    withdraw,
    async paid(amount) {
      const reference = await withdraw(amount);
      const out = await runCli(h.db, ['withdrawal', 'approve', reference]);
      if (!out.endsWith('paid')) throw new Error(`approve ${reference}: ${out}`);
      return reference;
    },
    confirm(fields, files = [], as = token) {
      const { payload, headers } = multipartBody(fields, files);
      return h.call({
        method: 'POST',
        url: '/wps/cashier/withdrawals/confirm',
        token: as,
        payload,
        headers,
      });
    },
    seen,
    async balance() {
      return (await call('GET', '/wps/cashier/withdraw')).json().value.balance as number;
    },
  };
}
