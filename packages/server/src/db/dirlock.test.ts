// One process per PGlite directory: a second process (the CLI, a second server) is refused with
// what to do, and the lock of a process that ended without closing (kill -9) is taken over.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dirlock';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a TypeScript entry of the server package; resolves with its exit code and output. */
function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('open\n')) resolve();
    });
    void exited.then((r) => reject(new Error(`exited with ${r.code}:\n${r.stderr}`)));
  });
  opened.catch(() => undefined); // awaited only by the callers that wait for it
  return { child, exited, opened };
}

/** The PID of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

const holderFile = (pid: number, start: string | null = null) =>
  JSON.stringify({ pid, host: 'elsewhere', start, since: '2026-01-01T00:00:00Z', token: 'x' });

describe('the PGlite directory lock in one process', () => {
  it('refuses a second lock of a directory, and the release removes the file', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by this process/u);
    const link = join(tempDir(), 'link');
    symlinkSync(dir, link);
    expect(() => lockDataDir(link)).toThrow(/in use by this process/u);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    release(); // twice is harmless
    lockDataDir(dir)();
  });

  it('refuses a lock held by a running process, saying what to do', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), holderFile(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another process \\(pid ${process.ppid} on elsewhere`, 'u'),
    );
    expect(() => lockDataDir(dir)).toThrow(/stop the server first.*DATABASE_URL/u);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over the lock of a process that has ended, or of a reused PID, or a torn file', async () => {
    const dir = tempDir();
    const cases = [
      holderFile(await deadPid()),
      // The PID runs, but it started at another time: not the process that wrote the lock.
      holderFile(process.ppid, '1'),
      'not json',
      holderFile(0),
    ];
    for (const content of cases) {
      writeFileSync(join(dir, LOCK_FILE), content);
      const release = lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      release();
    }
    // A takeover cut short by a crash leaves its guard behind: it does not block the next one.
    writeFileSync(join(dir, LOCK_FILE), holderFile(await deadPid()));
    writeFileSync(join(dir, `${LOCK_FILE}.takeover`), holderFile(await deadPid()));
    lockDataDir(dir)();
    expect(existsSync(join(dir, `${LOCK_FILE}.takeover`))).toBe(false);
  });
});

describe('two processes on one PGlite directory', () => {
  it('refuses the CLI and a second server while one holds it, and opens again after kill -9', async () => {
    const dir = tempDir();
    const first = run(['src/test/open-pglite.ts', dir]);
    await first.opened;
    const pid = first.child.pid ?? 0;

    const cli = await run(['src/cli.ts', 'maintenance', 'on'], { PGLITE_DIR: dir }).exited;
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(
      `The PGlite data directory ${dir} is in use by another process (pid ${pid}`,
    );
    expect(cli.stderr).toMatch(/stop the server first/u);
    expect(cli.stderr).toMatch(/DATABASE_URL/u);
    expect(cli.stderr).not.toMatch(/^\s+at /mu); // no stack trace

    const server = await run(['src/main.ts'], { PGLITE_DIR: dir, PORT: '0' }).exited;
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(`in use by another process (pid ${pid}`);
    expect(server.stderr).not.toMatch(/^\s+at /mu);

    // Killed without closing: the lock stays behind, and the next process takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(pid);
    const next = run(['src/test/open-pglite.ts', dir]);
    await next.opened;
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(next.child.pid);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 180_000);
});
