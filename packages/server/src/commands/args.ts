// What the operator commands of every domain share: the shape of a domain's commands and the
// reading of their arguments. The CLI entry (src/cli.ts) dispatches to the domains.
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/types';

/** A domain's operator commands: their usage lines, and a runner that declines other commands. */
export interface DomainCli {
  usage: string;
  /** Runs `command`; undefined when it is not one of this domain's. */
  run(db: Db, command: string, args: string[]): Promise<string | undefined>;
}

/** The value after `name` in the arguments, if any (`--key KEY`). */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * Options as `--name value`, each at most once, only the allowed ones. With `perLanguage`, an
 * option may also name a language (`--title:es value`), allowed by its name before the colon.
 */
export function parseOptions(
  args: readonly string[],
  allowed: readonly string[],
  perLanguage = false,
): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] ?? '';
    const value = args[i + 1];
    if (!name.startsWith('--')) throw new Error(`expected an option (--name value), got "${name}"`);
    const base = perLanguage ? (name.slice(2).split(':')[0] ?? '') : name.slice(2);
    if (!allowed.includes(base))
      throw new Error(`unknown option ${name}; options: ${allowed.map((a) => `--${a}`).join(' ')}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    if (options.has(name)) throw new Error(`${name} is given twice`);
    options.set(name, value);
  }
  return options;
}

/** `@path` reads the value from a file (a long text or HTML); anything else is the value itself. */
export async function valueOf(raw: string): Promise<string> {
  if (!raw.startsWith('@')) return raw;
  try {
    return await readFile(raw.slice(1), 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${raw.slice(1)}: ${(error as Error).message}`);
  }
}

/** The account named `username` (in any case), for a command `verb` that takes one first. */
export async function accountNamed(
  db: Db,
  username: string | undefined,
  verb: string,
): Promise<{ id: number; username: string; type: number }> {
  if (!username || username.startsWith('--')) throw new Error(`${verb} takes a username first`);
  const [account] = await db.query<{ id: number; username: string; type: number }>(
    'SELECT id, username, type FROM accounts WHERE username_key = lower($1)',
    [username],
  );
  if (!account) throw new Error(`no account named ${username}`);
  return account;
}
