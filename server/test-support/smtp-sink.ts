/**
 * A real SMTP server (the smtp-server package) that keeps what it receives, and can be taken
 * down and brought back on the same port to play a mail server outage.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './mime';

export interface ReceivedMail extends ReadMail {
  from: string;
  to: string[];
  /** The message as received, for parts the reader does not decode (an iCalendar invite). */
  raw: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly port: number;
  readonly mails: ReceivedMail[];
  /** Stops listening: connections are refused, as with a server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function createServer(mails: ReceivedMail[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...readMail(raw),
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

function close(server: SMTPServer) {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let server = createServer(mails);
  const port = await listen(server, 0);
  let running = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async stop() {
      if (!running) return;
      running = false;
      await close(server);
    },
    async start() {
      if (running) return;
      server = createServer(mails);
      await listen(server, port);
      running = true;
    },
  };
}
