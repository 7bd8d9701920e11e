import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { dropSlowClient } from '../src/http/client-pace';

/**
 * The pace rule on a real node server and raw sockets, with a short window: a client is
 * dropped when the gateway waits on it and it moves too few bytes, never when the gateway
 * is the one holding the exchange back.
 */
const PACE = { paceWindowMs: 200, paceMinBytes: 1024 };
const WINDOWS = (count: number) => sleep(PACE.paceWindowMs * count);

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const server = createServer((req, res) => {
    dropSlowClient(req, res, PACE);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Client {
  socket: Socket;
  closed: boolean;
  answer: string;
}

function client(port: number, head: string): Client {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const state: Client = { socket, closed: false, answer: '' };
  socket.on('data', (chunk: Buffer) => (state.answer += chunk.toString()));
  socket.on('error', () => {});
  socket.on('close', () => (state.closed = true));
  socket.write(head);
  return state;
}

const post = (bytes: number) => `POST / HTTP/1.1\r\nHost: test\r\nContent-Length: ${bytes}\r\n\r\n`;

/** Sends a byte every `ms` until the socket closes. */
function trickle(state: Client, ms: number): void {
  const drip = setInterval(() => (state.closed ? clearInterval(drip) : state.socket.write('x')), ms);
}

describe('client pace', () => {
  it('resets a client that trickles a body the server is reading', async () => {
    const port = await serve((req, res) => req.on('data', () => {}).on('end', () => res.end('ok')));
    const slow = client(port, post(100_000));
    trickle(slow, 50);
    await WINDOWS(4);
    expect(slow.closed).toBe(true);
    expect(slow.answer).toBe('');
  });

  it('leaves alone a body the server holds back, and takes it once read at pace', async () => {
    let read: () => void = () => {};
    const port = await serve((req, res) => {
      req.pause();
      read = () =>
        req
          .on('data', () => {})
          .on('end', () => res.end('ok'))
          .resume();
    });
    const bytes = 64 * 1024 * 1024;
    const held = client(port, post(bytes));
    // The client writes as fast as the server lets it: the server's buffers fill, then nothing moves.
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !held.closed) {
        sent += chunk.length;
        if (!held.socket.write(chunk)) return;
      }
    };
    held.socket.on('drain', pump);
    pump();
    await WINDOWS(4);
    expect(held.closed).toBe(false);
    read();
    await expect.poll(() => held.answer, { timeout: 10_000 }).toContain('ok');
  });

  it('resets a client that reads nothing of an answer the server has ready', async () => {
    const port = await serve((_req, res) => {
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    });
    const reader = client(port, 'GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    reader.socket.pause();
    await WINDOWS(8);
    reader.socket.resume(); // only now does it see the reset: the answer never ends otherwise
    await expect.poll(() => reader.closed, { timeout: 5_000 }).toBe(true);
  });

  it('waits on a server that is slow to answer', async () => {
    const port = await serve((_req, res) => void sleep(PACE.paceWindowMs * 4).then(() => res.end('late')));
    const patient = client(port, 'GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    await expect.poll(() => patient.answer, { timeout: 5_000 }).toContain('late');
    expect(patient.closed).toBe(false);
  });
});
