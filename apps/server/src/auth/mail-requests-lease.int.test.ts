/**
 * The mail worker leases one queued request at a time, so a slow mail server never outlasts the lease
 * of requests still waiting: a second worker takes those instead, and nothing is sent twice.
 */
import { MailRequestWorker } from '@kurz/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { startSmtpStandIn, type SmtpStandIn } from '../testing/smtp';

/** While `holding`, the answer to each mail's end waits for release(). */
let holding = false;
const held: (() => void)[] = [];
let smtp: SmtpStandIn;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn((_mail, answer) => (holding ? held.push(answer) : answer()));
  server = await createTestServer({ smtpUrl: smtp.url }, { mailWorker: false });
});
afterAll(async () => {
  holding = false;
  for (const release of held.splice(0)) release();
  await server.close();
  await smtp.close();
});

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};
const leased = async () =>
  (await server.db.selectFrom('mail_requests').select('id').where('due_at', '>', new Date()).execute()).length;

it('leases one request at a time, and two workers with a slow mail server send each request once', async () => {
  const emails = Array.from({ length: 4 }, (_, i) => `lease.reset${i}@example.com`);
  for (const email of emails) await server.signUp(email);
  smtp.received.length = 0;
  holding = true;
  for (const [i, email] of emails.entries()) {
    expect((await server.client(`198.51.100.${90 + i}`).post('/api/auth/request-reset', { email })).statusCode).toBe(
      200,
    );
  }

  // The first worker is stuck on its first send: only that request is leased, the others are still due.
  const first = server.runtime.mail.drain();
  await until(() => held.length === 1);
  expect(await leased()).toBe(1);

  // A second worker takes the next one meanwhile.
  const second = new MailRequestWorker(() => server.deps, server.deps.log, false);
  second.start();
  const secondRun = second.drain();
  await until(() => held.length === 2);
  expect(await leased()).toBe(2);

  // The mail server answers from now on: both workers finish the queue between them.
  holding = false;
  for (const release of held.splice(0)) release();
  await Promise.all([first, secondRun]);
  await second.stop();
  expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...emails].sort());
  expect(await server.db.selectFrom('mail_requests').selectAll().execute()).toEqual([]);
});
