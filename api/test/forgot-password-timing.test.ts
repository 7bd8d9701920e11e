// Forgot-password answers alike for every email (issue 6, finding 10): the account lookup,
// the code and the mail happen after the answer, so its time cannot tell which emails have
// accounts. Proved with a mail server that never answers: the answer must not wait for it.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../src/testing';
import { insertUser } from '../src/models/users';
import { post } from './helpers';

let test: TestApp;
let silentSmtp: Server;
const connections = new Set<Socket>();

beforeAll(async () => {
  // The network boundary: an SMTP server that accepts connections and never says a word.
  silentSmtp = createServer((socket) => connections.add(socket));
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const address = silentSmtp.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  test = await createTestApp({ seed: 'none', smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  // No new connection is accepted, so the waiting mail fails at once, and the app can close
  // (the pooled transport tries a mail again on a new connection when its connection drops).
  silentSmtp.close();
  for (const socket of connections) socket.destroy();
  await test.close();
});

it('answers a known email without waiting for its mail, exactly as an unknown one', async () => {
  // Created directly: signing up would wait for the silent server's registration mail.
  const email = 'conocida@ejemplo.es';
  const now = test.clock.now();
  await insertUser(test.db, { username: 'conocida', email, created_at: now, updated_at: now });
  const known = await post(test.app, '/api/auth/forgot-password', { email });
  const unknown = await post(test.app, '/api/auth/forgot-password', { email: 'nadie@ejemplo.es' });
  expect(known).toMatchObject({ status: 200, body: { message: 'Email enviado. Revisa tu bandeja para el código.' } });
  expect(unknown.body).toEqual(known.body);
  // Only then does the mail to the known account set off (and wait on the silent server).
  await vi.waitFor(() => expect(connections.size).toBe(1));
});
