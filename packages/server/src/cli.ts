// The operator CLI: `pnpm --filter @portal/server cli <command>`. It opens the same database as the
// server (DATABASE_URL, or the PGlite directory; PGlite allows one process, so stop the server first).
// Each domain has its commands in its own cli.ts; this entry only dispatches to them.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityCli } from './activities/cli';
import { addressCli } from './addresses/cli';
import { agentCli } from './agent/cli';
import type { DomainCli } from './commands/args';
import { cashierCli } from './cashier/cli';
import { chatCli } from './chat/cli';
import { articleCli } from './content/articlesCli';
import { contentCli } from './content/cli';
import { winnerCli } from './content/winnersCli';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/dirlock';
import { feedbackCli } from './feedback/cli';
import { openDatabase } from './db/index';
import type { Db } from './db/types';
import { liveCli } from './live/cli';
import { lotteryCli } from './lottery/cli';
import { memberCli } from './member/cli';
import { messageCli } from './messages/cli';
import { missionCli } from './missions/cli';
import { pointCli } from './points/cli';
import { profileCli } from './profile/cli';
import { promoCli } from './promos/cli';
import { redEnvelopeCli } from './promos/redEnvelopeCli';
import { responsibleCli } from './responsible/cli';
import { smsCli } from './sms/cli';
import { socialCli } from './social/cli';
import { systemCli } from './system/cli';
import { walletCli } from './wallet/cli';

/** The domains with operator commands, in the order of the usage text. */
const CLIS: readonly DomainCli[] = [
  systemCli,
  memberCli,
  walletCli,
  cashierCli,
  lotteryCli,
  contentCli,
  articleCli,
  winnerCli,
  messageCli,
  feedbackCli,
  promoCli,
  redEnvelopeCli,
  agentCli,
  missionCli,
  activityCli,
  pointCli,
  profileCli,
  addressCli,
  responsibleCli,
  smsCli,
  liveCli,
  chatCli,
  socialCli,
];

export const USAGE = `Usage: portal-server-cli <command>

${CLIS.map((cli) => cli.usage).join('\n')}`;

/** Runs one command; returns the text to print. Throws an Error with a clear message on bad input. */
export async function runCli(db: Db, args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command) {
    for (const cli of CLIS) {
      const out = await cli.run(db, command, rest);
      if (out !== undefined) return out;
    }
  }
  throw new Error(command ? `unknown command: ${command}\n\n${USAGE}` : USAGE);
}

// Run as a program only when this very file is the entry (not when imported, by the package's
// index or by a test).
const isMain =
  process.argv[1] !== undefined &&
  realpathSync(resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url));
if (isMain) {
  const config = loadConfig();
  const db = await openDatabase(config).catch((error: unknown) => {
    // The server (or another CLI) has the PGlite directory: say what to do, without a stack trace.
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
  let code = 0;
  try {
    process.stdout.write(`${await runCli(db, process.argv.slice(2))}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  } finally {
    await db.close();
  }
  process.exit(code);
}
