/** The source of "now". Injected so tests can expire codes and tokens without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  #time: number;

  constructor(start: Date = new Date()) {
    this.#time = start.getTime();
  }

  now(): Date {
    return new Date(this.#time);
  }

  advance(ms: number): void {
    this.#time += ms;
  }
}
