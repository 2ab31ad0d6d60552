/**
 * A tiny SMTP server on 127.0.0.1 that speaks enough of RFC 5321 (EHLO, AUTH PLAIN, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT) for nodemailer to deliver to it, and keeps what it received.
 */
import { createServer, type Socket } from 'node:net';
import { closeServer, listenOnRandomPort } from './listen.ts';

export interface ReceivedMail {
  /** user name from AUTH PLAIN, when the client authenticated */
  user?: string;
  from: string;
  to: string[];
  /** The message as sent: headers, blank line, body (dot-unstuffed). */
  data: string;
}

export interface FakeSmtpServer {
  port: number;
  /** smtp://127.0.0.1:port, with the given credentials when both are set. */
  url(user?: string, password?: string): string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveSession(socket, received);
  });
  const port = await listenOnRandomPort(server);
  return {
    port,
    url: (user, password) =>
      user && password
        ? `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await closeServer(server);
    },
  };
}

function serveSession(socket: Socket, received: ReceivedMail[]): void {
  let buffered = '';
  let user: string | undefined;
  let envelope: { from: string; to: string[] } | undefined;
  let dataLines: string[] | undefined;
  const reply = (line: string) => socket.write(`${line}\r\n`);

  const handleLine = (line: string) => {
    if (dataLines) {
      if (line === '.') {
        received.push({
          user,
          from: envelope?.from ?? '',
          to: envelope?.to ?? [],
          data: dataLines.join('\r\n'),
        });
        dataLines = undefined;
        envelope = undefined;
        reply('250 2.0.0 Ok: queued');
      } else {
        dataLines.push(line.startsWith('..') ? line.slice(1) : line);
      }
      return;
    }
    const [verb = '', ...rest] = line.split(' ');
    const argument = rest.join(' ');
    switch (verb.toUpperCase()) {
      case 'EHLO':
      case 'HELO':
        socket.write('250-fake-smtp.local\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        return;
      case 'AUTH': {
        const [mechanism, payload = ''] = argument.split(' ');
        if (mechanism?.toUpperCase() !== 'PLAIN') return reply('504 5.5.4 Unrecognized mechanism');
        const [, name] = Buffer.from(payload, 'base64').toString('utf8').split('\0');
        user = name;
        return reply('235 2.7.0 Authentication successful');
      }
      case 'MAIL':
        envelope = { from: addressOf(argument), to: [] };
        return reply('250 2.1.0 Ok');
      case 'RCPT':
        if (!envelope) return reply('503 5.5.1 Need MAIL first');
        envelope.to.push(addressOf(argument));
        return reply('250 2.1.5 Ok');
      case 'DATA':
        if (!envelope?.to.length) return reply('503 5.5.1 Need RCPT first');
        dataLines = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        envelope = undefined;
        return reply('250 2.0.0 Ok');
      case 'NOOP':
        return reply('250 2.0.0 Ok');
      case 'QUIT':
        reply('221 2.0.0 Bye');
        socket.end();
        return;
      default:
        return reply('502 5.5.2 Command not recognized');
    }
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\r\n');
    while (end !== -1) {
      handleLine(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\r\n');
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 fake-smtp.local ESMTP ready');
}

function addressOf(argument: string): string {
  return /<([^>]*)>/.exec(argument)?.[1] ?? '';
}

/** Undoes quoted-printable soft line breaks and escapes, so a test can search the body. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  );
  return bytes.toString('utf8');
}
