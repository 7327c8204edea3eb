import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per PGlite directory: a lock file in the directory holding the PID of its process.
 *
 * Why a PID file and not a library such as proper-lockfile: proper-lockfile decides that a lock is
 * stale by its age, so it must touch the lock on a timer and, after a crash (`kill -9`), the next
 * start waits out that age (10 s by default) or, with a short one, a busy event loop loses the
 * lock. A PID answers at once whether its holder still runs (`process.kill(pid, 0)`); where Linux
 * shows `/proc`, the holder's start time also tells a reused PID from its holder. The limit, shared
 * with every lock file: processes that cannot see each other's PIDs (two containers on one shared
 * volume) are not kept apart. Several processes on one database need PostgreSQL anyway.
 *
 * The file appears whole or not at all (written aside, then hard-linked into place, which fails if
 * a lock exists). A stale lock is replaced under a second file, `<lock>.takeover`, so that two
 * processes starting at once after a crash do not both take it.
 */
export const LOCK_FILE = 'portal.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), when known. */
  start: string | null;
  since: string;
  token: string;
}

/** The lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the second field (the command) may hold spaces, so count from its closing ")".
    return (
      stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .at(19) ?? null
    );
  } catch {
    return null;
  }
}

function readRaw(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parse(raw: string | undefined): Holder | undefined {
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Holder>;
    return Number.isInteger(value.pid) && Number(value.pid) > 0 ? (value as Holder) : undefined;
  } catch {
    return undefined;
  }
}

function unlinkIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Whether the process that wrote `holder` still runs. */
export function holderAlive(holder: Holder | undefined): boolean {
  // Unreadable: no process of ours wrote it whole, so nobody holds it.
  if (!holder) return false;
  // Our own PID in a lock this process does not hold: an earlier life of a restarted container.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = startTime(holder.pid);
  return !(holder.start && start && start !== holder.start);
}

function lockedMessage(dir: string, holder: Holder | undefined, path: string): string {
  const who = !holder
    ? 'another process'
    : holder.pid === process.pid
      ? 'this process'
      : `another process (pid ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''}, since ${holder.since})`;
  return (
    `The PGlite data directory ${dir} is in use by ${who}. PGlite allows one process per ` +
    'directory, and a second one would corrupt it: stop the server first (then run this again), ' +
    'or set DATABASE_URL to a PostgreSQL database to run several processes on one database. ' +
    `(Lock file: ${path}; it is taken over by itself once its process has ended.)`
  );
}

/**
 * Locks `dir` for this process; the returned function releases it (idempotent). Throws
 * DataDirLockedError when a running process holds it; takes over the lock of one that has ended.
 */
export function lockDataDir(dir: string): () => void {
  // One name per directory, however it is spelled (relative, through a symbolic link).
  const path = join(realpathSync(dir), LOCK_FILE);
  if (held.has(path)) throw new DataDirLockedError(lockedMessage(dir, parse(readRaw(path)), path));
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    start: startTime(process.pid),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  const mine = JSON.stringify(me);
  const aside = `${path}.${process.pid}.${me.token}`;
  writeFileSync(aside, mine);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(aside, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const raw = readRaw(path);
      if (raw === undefined) continue; // released meanwhile: try again
      const holder = parse(raw);
      if (holderAlive(holder) || attempt >= 3)
        throw new DataDirLockedError(lockedMessage(dir, holder, path));
      // Stale. Replace it only if it is still the same stale lock, one process at a time.
      const guard = `${path}.takeover`;
      try {
        linkSync(aside, guard);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const other = parse(readRaw(guard));
        if (holderAlive(other)) throw new DataDirLockedError(lockedMessage(dir, other, path));
        // Left by a process that ended while taking over.
        unlinkIfThere(guard);
        continue;
      }
      try {
        if (readRaw(path) === raw) unlinkIfThere(path);
      } finally {
        unlinkIfThere(guard);
      }
    }
  } finally {
    unlinkIfThere(aside);
  }
  held.add(path);
  return () => {
    if (!held.delete(path)) return;
    if (readRaw(path) === mine) unlinkIfThere(path);
  };
}
