/**
 * POST /api/auth/request-reset does the same work for an address with an account and one without:
 * the lookup, the token and the mail happen afterwards in the mail worker, so neither the answer nor
 * its timing tells whether the address has an account.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

const TABLES = ['users', 'sessions', 'email_tokens', 'email_outbox', 'mail_requests', 'rate_limits'] as const;

async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** What one request changed, table by table. */
async function writesOf(server: TestServer, send: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await rowCounts(server);
  await send();
  const after = await rowCounts(server);
  return Object.fromEntries(TABLES.map((t) => [t, after[t]! - before[t]!]));
}

describe('the request itself (mail worker held back)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({}, { mailWorker: false });
  });
  afterAll(() => server.close());

  it('writes the same rows for an existing and a missing account, and answers alike', async () => {
    await server.signUp('has.account@example.com');
    const answers: string[] = [];
    const ask = (email: string, ip: string) => async () => {
      const res = await server.client(ip).post('/api/auth/request-reset', { email });
      answers.push(`${res.statusCode} ${res.body}`);
    };
    const existing = await writesOf(server, ask('has.account@example.com', '198.51.100.31'));
    const missing = await writesOf(server, ask('no.account@example.com', '198.51.100.32'));
    expect(answers).toEqual(['200 {"ok":true}', '200 {"ok":true}']);
    expect(existing).toEqual(missing);
    // Two rate-limit windows and one queued request: no token, no mail, while answering.
    expect(existing).toEqual({
      users: 0,
      sessions: 0,
      email_tokens: 0,
      email_outbox: 0,
      mail_requests: 1,
      rate_limits: 2,
    });

    // The worker then mails the account, and only the account.
    await server.runtime.mail.drain();
    expect((await server.lastMail('has.account@example.com'))?.link).toMatch(/\/reset-password\?token=/);
    expect(await server.mailCount('no.account@example.com')).toBe(0);
    expect(await server.db.selectFrom('mail_requests').selectAll().execute()).toEqual([]);
  });
});

describe('the mail worker', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const resetMails = (to: string) =>
    server.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', to)
      .where('template_id', '=', 'reset_password')
      .execute();

  it('sends the reset mail after the answer, by itself', async () => {
    await server.signUp('worker.sends@example.com');
    const res = await server.client().post('/api/auth/request-reset', { email: ' Worker.Sends@example.com ' });
    expect(res.json()).toEqual({ ok: true });
    await vi.waitFor(
      async () => {
        expect(await resetMails('worker.sends@example.com')).toHaveLength(1);
        expect(await server.db.selectFrom('mail_requests').selectAll().execute()).toEqual([]);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('takes each request once when many arrive at once', async () => {
    await server.signUp('worker.many@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.client(`198.51.100.${40 + i}`).post('/api/auth/request-reset', { email: 'worker.many@example.com' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    await Promise.all([server.runtime.mail.drain(), server.runtime.mail.drain()]);
    expect(await resetMails('worker.many@example.com')).toHaveLength(5);
    const tokens = await server.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('kind', '=', 'reset')
      .where('email', '=', 'worker.many@example.com')
      .execute();
    expect(tokens).toHaveLength(5);
  });
});
