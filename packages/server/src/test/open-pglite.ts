// Holds a PGlite directory in a process of its own, for the lock tests: opens it through
// openPglite, prints "open" once a query has answered, and closes on SIGTERM. Refused, it prints
// the message and exits 1, as the server and the CLI do.
import { DataDirLockedError } from '../db/dirlock';
import { openPglite } from '../db/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: open-pglite.ts <dir>');
try {
  const db = await openPglite(dir);
  await db.query('SELECT 1');
  const keep = setInterval(() => undefined, 60_000);
  process.once('SIGTERM', () => {
    clearInterval(keep);
    void db.close().then(() => process.exit(0));
  });
  process.stdout.write('open\n');
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
