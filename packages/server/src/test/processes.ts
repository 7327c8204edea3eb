// Real server processes for the tests that need them: several on one database, or one killed and
// started again.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Node {
  url: string;
  child: ChildProcess;
}

/** Starts the server (`src/main.ts`, or another entry of the package) and waits for it to listen. */
export function startNode(env: Record<string, string>, entry = 'src/main.ts'): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/u.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export async function stopNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

/** Kills a server at once (SIGKILL): no shutdown, transactions in flight are cut off. */
export async function killNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGKILL');
  await exited;
}

/** The address of a PostgreSQL database whose connections work in `schema`. */
export const inSchema = (url: string, schema: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the operator CLI (`src/cli.ts`) as a process of its own; answers when it has exited. */
export function runCliProcess(env: Record<string, string>, args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
