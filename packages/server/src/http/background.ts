import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a call starts and does not wait for. The reset e-mail is written this way, so that the
 * answer comes as fast whether or not the username and e-mail matched an account: how long a call
 * takes must not tell who has an account. A failure is logged, never lost in silence; the app
 * waits for every task before it closes, and the development outbox waits before it is read.
 */
export class Background {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: error, task: what }, `${what} failed`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once no task is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background tasks (see Background). */
    background: Background;
  }
}
