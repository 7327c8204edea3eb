import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('balance and wallets on %s', (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await login(h, 'demo01', 'Demo1234');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const balance = async (t = token): Promise<number> => {
    const res = await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: t });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: { balance: number } }).value.balance;
  };

  describe('balance and wallets', () => {
    it('reads the balance from the ledger', async () => {
      expect(await balance()).toBe(1520.5);
      const [row] = await h.db.query<{ balance: string }>(
        "SELECT w.balance::text AS balance FROM ledger_accounts w JOIN accounts a ON a.id = w.account_id WHERE a.username = 'demo01'",
      );
      expect(row?.balance).toBe('1520.50');
    });

    it('needs a token', async () => {
      const res = await h.call({ method: 'GET', url: '/wps/v2/wallets/balance' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });

    it('says the operator keeps a single wallet', async () => {
      const res = await h.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token });
      expect(res.json()).toEqual({
        success: true,
        value: {
          isSingle: true,
          wallets: [{ code: 'MAIN', balance: 1520.5, transferable: false }],
        },
      });
    });
  });
});
