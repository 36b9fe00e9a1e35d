/** Two replicas sending queued mail from one database: each request is mailed once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await createTestServer({}, { mailWorker: false });
  b = await createTestServer({}, { mailWorker: false }, { databaseUrl: a.dbUrl! });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('queued password resets', () => {
  it('are sent once each when two replicas work the queue at the same moment', async () => {
    const emails = Array.from({ length: 4 }, (_, i) => `replica.reset${i}@example.com`);
    for (const email of emails) await a.signUp(email);
    const answers = await Promise.all(
      emails.flatMap((email, i) => [
        a.client(`198.51.100.${60 + i}`).post('/api/auth/request-reset', { email }),
        b.client(`198.51.100.${70 + i}`).post('/api/auth/request-reset', { email }),
        b.client(`198.51.100.${80 + i}`).post('/api/auth/request-reset', { email: `nobody.${email}` }),
      ]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    await Promise.all([a.runtime.mail.drain(), b.runtime.mail.drain(), a.runtime.mail.drain(), b.runtime.mail.drain()]);
    const sent = await a.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('template_id', '=', 'reset_password')
      .execute();
    expect(sent.map((m) => m.to_address).sort()).toEqual([...emails, ...emails].sort());
    expect(await a.db.selectFrom('mail_requests').selectAll().execute()).toEqual([]);
  });
});
