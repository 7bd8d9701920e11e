// Work that runs after the answer is sent: the recovery mail, whose cost must not show in
// how long forgot-password takes to answer (it would tell which emails have accounts).
export interface Background {
  /** Starts the task once the current answer is on its way; a failure is logged, never thrown. */
  run(task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests, the dev outbox, shutdown). */
  idle(): Promise<void>;
}

export function createBackground(onError: (error: unknown) => void): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
