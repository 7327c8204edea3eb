/**
 * The app tests' `operator` browser command: runs an operator CLI command (`maintenance on`,
 * `region deny 0.0.0.0/0` ...) on the test server's database. The global setup installs the
 * function under this name; the command, defined in vitest.config.ts, calls it.
 */
export const OPERATOR_HOOK = '__portalAppTestOperator';

type Operator = (args: string[]) => Promise<string>;

export async function operatorCommand(_context: unknown, args: string[]): Promise<string> {
  const run = (globalThis as Record<string, unknown>)[OPERATOR_HOOK] as Operator | undefined;
  if (!run) throw new Error('the app test server is not running (globalSetup)');
  return run(args);
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    operator: (args: string[]) => Promise<string>;
  }
}
