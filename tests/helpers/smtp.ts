// A real SMTP server for the tests (smtp-server from the registry), on a free local port: every mail it
// accepts is parsed with mailparser and kept. stop() closes it (a mail server that is down); start() again
// opens it on the same port (the server is back).

import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  readonly url: string;
  readonly mails: ParsedMail[];
  /** Resolves when `count` mails have arrived in all. */
  received(count: number): Promise<ParsedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  await once(probe, 'close');
  return port;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  const waiters: { count: number; resolve: (m: ParsedMail[]) => void }[] = [];
  let server: SMTPServer | null = null;

  const notify = () => {
    for (const w of [...waiters]) {
      if (mails.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(mails.slice());
      }
    }
  };

  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received: (count) =>
      new Promise((resolve) => {
        waiters.push({ count, resolve });
        notify();
      }),
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              notify();
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
    },
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}

/** A mail server that accepts connections and never says a word (a hung provider). */
export async function startSilentSmtp(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    /** Closes every connection and stops listening (again: nothing more). */
    async stop() {
      for (const s of sockets) s.destroy();
      if (!server.listening) return;
      server.close();
      await once(server, 'close');
    },
  };
}
