// The api's image work, bounded. A decoded photo takes tens of megabytes while sharp
// works on it, so at most `concurrency` images are decoded at once in the whole process,
// and at most `capacity` images may wait or run: a request that would go past that is
// refused at once (a busy refusal, 503) rather than piling up memory and making every
// upload wait longer than the gateway waits for an answer.
import { busy } from '../domain/refusals';

export interface ImageQueueLimits {
  /** Images decoded and encoded at once (one per core: sharp runs one thread per image here). */
  concurrency: number;
  /** Images admitted at once, waiting or running; more are refused with 503. */
  capacity: number;
}

/**
 * Two cores, so two images at a time. 12 images (two posts of six photos) take about 3 s
 * on such a machine with 12 MP photos of 9 MB (about 0.45 s each), so the last one admitted
 * is answered well within the 10 s the gateway waits for the api's answer after sending
 * the files, even on a machine three times as busy. Memory: about 25 MB per image at work.
 */
export const IMAGE_QUEUE_LIMITS: ImageQueueLimits = { concurrency: 2, capacity: 12 };

/** No bound: for the seed and the command line, which draw their own images. */
export const UNBOUNDED_QUEUE: ImageQueueLimits = { concurrency: Infinity, capacity: Infinity };

/** Places held on the queue by one request; `close()` gives back the ones it still holds. */
export interface Admission {
  /** Runs one image's work when a slot is free; skipped (rejected) once `signal` is aborted. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  close(): void;
}

export interface ImageQueue {
  readonly limits: ImageQueueLimits;
  /** True when not even one more image would be admitted. */
  isFull(): boolean;
  /** Admits `count` images together (a post's photos: all or none), or throws a busy refusal. */
  admit(count: number): Admission;
}

export function createImageQueue(limits: ImageQueueLimits = IMAGE_QUEUE_LIMITS): ImageQueue {
  let admitted = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < limits.concurrency) {
      running += 1;
      return;
    }
    // The slot is handed over by release(): `running` does not change in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    limits,
    isFull: () => admitted >= limits.capacity,
    admit(count) {
      if (admitted + count > limits.capacity) throw busy();
      admitted += count;
      let held = count;
      const giveBack = (places: number) => {
        held -= places;
        admitted -= places;
      };
      return {
        async run(work, signal) {
          await acquire();
          try {
            signal?.throwIfAborted();
            return await work();
          } finally {
            release();
            if (held > 0) giveBack(1);
          }
        },
        close: () => giveBack(held),
      };
    },
  };
}
