/**
 * Work run one after the other per key (an account's live stream, a chat room), each key's
 * independently of the others; a failure is reported and does not stop the work after it.
 */
export class KeyedQueue<K> {
  private readonly queues = new Map<K, Promise<void>>();

  constructor(private readonly failed: (error: unknown, key: K) => void) {}

  /** Runs `work` for `key` after the key's earlier work; resolves when it has run. */
  run(key: K, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.failed(error, key));
    this.queues.set(key, next);
    void next.then(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
    return next;
  }
}
