// The reference of pnpm bench:server: a bare Fastify route doing the balance's one query on the
// server's own pool (openPostgres: a pool of 10, statements prepared), and nothing else: no
// session, no envelope, no hooks, no logging. The bench compares balance and member info with it.
import Fastify from 'fastify';
import { openPostgres } from '../src/db/postgres';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL is required');
const db = await openPostgres(url);
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/balance/:id', async (request) => {
  const [row] = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_accounts WHERE account_id = $1',
    [Number(request.params.id)],
  );
  return { balance: row?.balance ?? '0' };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening on ${address}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
