/** Something SQL can be sent to: the database itself, or one transaction of it. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The data layer's one interface over both drivers: PGlite (embedded) and PostgreSQL (`pg`).
 * The SQL is the same for both: plain PostgreSQL with parameters.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Listens to a NOTIFY channel of this database (sent by any process at its commit). PostgreSQL
   * listens on a connection of its own that comes back by itself after a loss: `resumed` runs
   * then, since what was notified in between is gone and the listener must read what it missed.
   * Answers the function that stops listening.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ChannelListener {
  notified(payload: string): void;
  /** The listening connection was lost: notifications may be missed until `resumed` (PostgreSQL). */
  lost?(): void;
  /** After the listening connection was lost and is back (PostgreSQL only). */
  resumed?(): void;
}

/** PostgreSQL's code for a unique constraint violation. */
export const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UNIQUE_VIOLATION;
