/** With SMTP_URL set, mails go out over SMTP (a local stand-in here) and the outbox keeps no usable link. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, tokenOf, type TestServer } from '../testing/index';
import { startSmtpStandIn, type SmtpStandIn } from '../testing/smtp';

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const unquote = (text: string) =>
  text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SmtpStandIn;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await createTestServer({ smtpUrl: smtp.url, mailFrom: 'kurz <no-reply@kurz.test>' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

it('sends the verification mail over SMTP; its link verifies, and the outbox copy no longer holds it', async () => {
  await server.signUp('smtp.user@example.com');
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail!.from).toContain('<no-reply@kurz.test>');
  expect(mail!.to).toEqual(['smtp.user@example.com']);
  const body = unquote(mail!.data);
  expect(body).toMatch(/^To: smtp\.user@example\.com$/m);
  const link = body.match(/https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();

  const outbox = await server.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', 'smtp.user@example.com')
    .executeTakeFirstOrThrow();
  expect(outbox.sent_at).not.toBeNull();
  expect(outbox.body_text).toContain('token=[redacted]');
  expect(outbox.body_text).not.toContain(tokenOf(link!));

  const verified = await server.client().post('/api/auth/verify-email', { token: tokenOf(link!) });
  expect(verified.json()).toEqual({ ok: true });
});
