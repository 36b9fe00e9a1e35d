/** A stand-in mail server for the tests: just enough SMTP to take mail, on a free port of 127.0.0.1. */
import { createServer, type AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The MAIL FROM line as sent. */
  from: string;
  /** The addresses of the RCPT TO lines. */
  to: string[];
  /** The message, dot-stuffing undone. */
  data: string;
}

export interface SmtpStandIn {
  url: string;
  /** Mails whose end was answered, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Greeting, EHLO, MAIL, RCPT, DATA, QUIT. `accept(mail, answer)` decides when the end of a mail is
 * answered (and the mail counted as received): at once by default; a test may hold the answer back.
 */
export async function startSmtpStandIn(
  accept: (mail: ReceivedMail, answer: () => void) => void = (_mail, answer) => answer(),
): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => {
    let pending = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          const done = mail;
          mail = { from: '', to: [], data: '' };
          accept(done, () => {
            received.push(done);
            socket.write('250 queued\r\n');
          });
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line.replace(/^RCPT TO:<(.*)>.*$/i, '$1'));
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
