// The agent pages' tests build a small tree of their own through the operator CLI, so that what
// one test counts (the team, its bets, its movements) is no other test's.
import { commands } from 'vitest/browser';
import { apiLogin } from '../../test/renderApp';

let serial = 0;

export interface Account {
  username: string;
  token: string;
}

/**
 * An account of a fresh tree (password Member1234): an agent, or a downline of `upline`; with
 * demo funds if asked. Usernames follow the operator's rules: a letter first, at most 16.
 */
export async function teamAccount(
  kind: 'member' | 'agent',
  prefix: string,
  options: { upline?: string; credit?: string } = {},
): Promise<Account> {
  const username = `${prefix}${kind[0]}${Date.now().toString(36).slice(-5)}${(serial += 1)}`.slice(
    0,
    16,
  );
  await commands.operator([
    'create-account',
    kind,
    username,
    'Member1234',
    '--adult',
    ...(options.upline ? ['--upline', options.upline] : []),
  ]);
  if (options.credit)
    await commands.operator(['credit', username, options.credit, '--key', `${username}-funds`]);
  return { username, token: await apiLogin(username, 'Member1234') };
}
