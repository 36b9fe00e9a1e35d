/** With SMTP_URL set, mails go out over SMTP (a local stand-in here) and the outbox keeps no usable link. */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, tokenOf, type TestServer } from './testing';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP to take mail: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function smtpStandIn(received: Received[]): Server {
  return createServer((socket) => {
    let pending = '';
    let inData = false;
    let mail: Received = { from: '', to: [], data: '' };
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const unquote = (text: string) => text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const received: Received[] = [];
let smtp: Server;
let server: TestServer;
beforeAll(async () => {
  smtp = smtpStandIn(received);
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`, mailFrom: 'kurz <no-reply@kurz.test>' });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

it('sends the verification mail over SMTP; its link verifies, and the outbox copy no longer holds it', async () => {
  await server.signUp('smtp.user@example.com');
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail!.from).toContain('<no-reply@kurz.test>');
  expect(mail!.to).toEqual(['RCPT TO:<smtp.user@example.com>']);
  const body = unquote(mail!.data);
  expect(body).toMatch(/^To: smtp\.user@example\.com$/m);
  const link = body.match(/https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();

  const outbox = await server.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'smtp.user@example.com').executeTakeFirstOrThrow();
  expect(outbox.sent_at).not.toBeNull();
  expect(outbox.body_text).toContain('token=[redacted]');
  expect(outbox.body_text).not.toContain(tokenOf(link!));

  const verified = await server.client().post('/api/auth/verify-email', { token: tokenOf(link!) });
  expect(verified.json()).toEqual({ ok: true });
});
