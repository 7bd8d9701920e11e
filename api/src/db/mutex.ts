/**
 * A first-in first-out async mutex. PGlite is one Postgres session, so the
 * driver hands its single connection to one holder at a time: a transaction
 * keeps the lock from BEGIN to COMMIT and no other query can slip in between.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; call the returned function to release it. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}
