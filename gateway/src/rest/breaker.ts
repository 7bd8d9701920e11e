import { setMaxListeners } from 'node:events';
import { UpstreamUnavailableError } from '../errors';

/**
 * Fail fast while the api is down (issue 23). A frozen api (SIGSTOP, a stuck event loop) answers
 * nothing: each call waits its whole headers timeout (10 s), and every request behind it waits in
 * the pool's queue too. After a few calls in a row fail for want of an answer (a timeout, a refused
 * or broken connection), the breaker opens: the calls waiting are aborted, new ones fail at once
 * with the usual UPSTREAM_UNAVAILABLE (the rest of the answer still resolves), and the api's
 * /health is asked every second in the background; its first answer closes the breaker.
 */
export interface Breaker {
  /** A signal aborted when the breaker opens: the calls waiting on a frozen api stop waiting. */
  readonly signal: AbortSignal;
  /** Throws UpstreamUnavailableError at once while the api is known to be down. */
  check(call: string): void;
  /** The api answered (whatever the status): it is up. */
  succeeded(): void;
  /** The call got no answer; `availability` says whether for a reason that means the api is down. */
  failed(availability: boolean): void;
  readonly open: boolean;
  /** Stops probing (the gateway closes). */
  stop(): void;
}

interface BreakerOptions {
  /** Calls in a row without an answer that open it. */
  threshold: number;
  /** Asks whether the api answers again (its /health, with a short timeout of its own). */
  probe: () => Promise<boolean>;
  probeEveryMs: number;
}

/** One signal for every call in flight: as many listeners as calls, which is no leak. */
function tripSignal(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

export function createBreaker({ threshold, probe, probeEveryMs }: BreakerOptions): Breaker {
  let failures = 0;
  let open = false;
  let trip = tripSignal();
  let timer: NodeJS.Timeout | undefined;

  const close = () => {
    open = false;
    failures = 0;
    trip = tripSignal();
  };
  const probeLater = () => {
    timer = setTimeout(() => {
      probe().then(
        (up) => (up ? close() : probeLater()),
        () => probeLater(),
      );
    }, probeEveryMs);
    timer.unref();
  };

  return {
    get signal() {
      return trip.signal;
    },
    get open() {
      return open;
    },
    check(call) {
      if (open) throw new UpstreamUnavailableError(call, 'api down (its last calls got no answer)');
    },
    succeeded() {
      failures = 0;
    },
    failed(availability) {
      if (!availability || open) return;
      failures += 1;
      if (failures < threshold) return;
      open = true;
      trip.abort(new Error('api down'));
      probeLater();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
