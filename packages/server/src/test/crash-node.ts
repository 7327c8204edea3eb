// The server of the crash test on PGlite: the real app on PGLITE_DIR and, in the same process
// (PGlite opens a directory in one process only), a burst of credits by the `credit` command's own
// function. Each credit is printed once committed: those lines are its acknowledgements.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { runWalletCli } from '../wallet/cli';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ db, config });
const address = await app.listen({ host: config.host, port: config.port });
process.stdout.write(`listening on ${address}\n`);

for (let n = 0; ; n += 1) {
  const key = `crash-${process.pid}-${n}`;
  await runWalletCli(db, 'credit', ['demo01', '1.25', '--key', key]);
  process.stdout.write(`credited ${key}\n`);
  // Room for the rounds arriving meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 5));
}
