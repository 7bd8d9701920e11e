import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientLimits } from '../config';

/** How fast a client must move its bytes while the gateway waits on it. */
export type ClientPace = Pick<ClientLimits, 'paceWindowMs' | 'paceMinBytes'>;

/**
 * Disconnects a client that holds an exchange open by moving its bytes too slowly: for a
 * whole window it sends less than `paceMinBytes` of a request body the gateway is reading,
 * or takes less than that of an answer the gateway has ready. Resetting its connection ends
 * the exchange, and with it the api call the exchange held (a proxied file, an upload).
 * A client is judged only over a window in which the gateway waited on it the whole time
 * (as often as a quarter window looks): an upload paused because the api is busy, or an
 * answer the api is slow to make, is never the client's fault. A window of 0 turns the check off.
 */
export function dropSlowClient(req: IncomingMessage, res: ServerResponse, pace: ClientPace): void {
  if (pace.paceWindowMs <= 0) return;
  const { socket } = req;
  const moved = () => socket.bytesRead + socket.bytesWritten;
  // Done when both ways are: an answer sent early still leaves a body to read and drop.
  const done = () => res.writableFinished && req.complete;
  /** Since when, and from how many bytes, the gateway has been waiting on the client. */
  let waiting: { since: number; bytes: number } | null = null;
  const timer = setInterval(() => {
    if (socket.destroyed || done()) return clearInterval(timer);
    if (!waitingOnClient(req, res)) {
      waiting = null;
      return;
    }
    const now = { since: Date.now(), bytes: moved() };
    if (!waiting) waiting = now;
    else if (now.since - waiting.since >= pace.paceWindowMs) {
      if (now.bytes - waiting.bytes < pace.paceMinBytes) {
        clearInterval(timer);
        // A reset, not a close: the bytes the client left unread are dropped from the kernel's
        // buffers at once instead of waiting there for a reader that never comes.
        socket.resetAndDestroy();
        return;
      }
      waiting = now;
    }
  }, pace.paceWindowMs / TICKS_PER_WINDOW);
  timer.unref();
  res.once('close', () => {
    if (done()) clearInterval(timer);
  });
}

/** A client is dropped at most a quarter of a window after its window ran out. */
const TICKS_PER_WINDOW = 4;

/**
 * The gateway waits on the client: it reads a request body the client has not finished
 * sending (and is not holding back itself), or it has an answer the client is not taking.
 */
function waitingOnClient(req: IncomingMessage, res: ServerResponse): boolean {
  const readingBody = !req.complete && req.readableFlowing !== false && req.readableLength < req.readableHighWaterMark;
  return readingBody || res.writableNeedDrain;
}
