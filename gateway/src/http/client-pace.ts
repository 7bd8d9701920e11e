import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientLimits } from '../config';

/** How fast a client must move its bytes while the gateway waits on it. */
export type ClientPace = Pick<ClientLimits, 'paceWindowMs' | 'paceMinBytes'>;

/**
 * Disconnects a client that holds an exchange open by moving its bytes too slowly: for a
 * whole window it sends less than `paceMinBytes` of a request body the gateway is reading,
 * or takes less than that of an answer the gateway has ready. Resetting its connection ends
 * the exchange, and with it the api call the exchange held (a proxied file, an upload).
 * A client is judged only while the gateway waits on it, at both ends of the window: an
 * upload paused because the api is busy, or an answer the api is slow to make, is never
 * the client's fault. A window of 0 turns the check off.
 */
export function dropSlowClient(req: IncomingMessage, res: ServerResponse, pace: ClientPace): void {
  if (pace.paceWindowMs <= 0) return;
  const { socket } = req;
  const moved = () => socket.bytesRead + socket.bytesWritten;
  let before = { bytes: moved(), waiting: waitingOnClient(req, res) };
  const stop = () => {
    clearInterval(timer);
    socket.off('close', stop);
  };
  const timer = setInterval(() => {
    // Done when both ways are: an answer sent early still leaves a body to read and drop.
    if (res.writableFinished && req.complete) return stop();
    const now = { bytes: moved(), waiting: waitingOnClient(req, res) };
    if (before.waiting && now.waiting && now.bytes - before.bytes < pace.paceMinBytes) {
      stop();
      // A reset, not a close: the bytes the client left unread are dropped from the kernel's
      // buffers at once instead of waiting there for a reader that never comes.
      socket.resetAndDestroy();
      return;
    }
    before = now;
  }, pace.paceWindowMs);
  timer.unref();
  socket.once('close', stop);
}

/**
 * The gateway waits on the client: it reads a request body the client has not finished
 * sending (and is not holding back itself), or it has an answer the client is not taking.
 */
function waitingOnClient(req: IncomingMessage, res: ServerResponse): boolean {
  const readingBody = !req.complete && req.readableFlowing !== false && req.readableLength < req.readableHighWaterMark;
  return readingBody || res.writableNeedDrain;
}
