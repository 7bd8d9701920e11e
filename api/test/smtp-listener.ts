// A real SMTP server for the mail tests (the `smtp-server` package): it keeps every message
// it accepts, can be stopped and started again on the same port (an outage), and can be
// slow (each message takes a while to accept).
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

export interface SmtpListener {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening: connections are refused until start() (an outage). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpListener(options: { acceptMs?: number } = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const start = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Folded header lines unfolded, so a test reads each header on one line.
          const raw = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\r\n[ \t]+/g, ' ');
          const accept = () => {
            received.push({
              messageId: raw.match(/^Message-ID:\s*(.+)$/im)?.[1]?.trim() ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
            });
            callback();
          };
          if (options.acceptMs) setTimeout(accept, options.acceptMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : port;
    server = smtp;
  };

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (current) current.close(() => resolve());
        else resolve();
      }),
  };
}
