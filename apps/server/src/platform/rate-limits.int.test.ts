/** Rate limits on the account calls: 429 {error: 'rate_limited'}, kept in Postgres, lifted when the window passes. */
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Moves every window whose key starts with the prefix an hour and a bit into the past. */
async function passWindow(prefix: string): Promise<void> {
  await server.db
    .updateTable('rate_limits')
    .set({ window_start: sql<Date>`now() - interval '61 minutes'` })
    .where('key', 'like', `${prefix}%`)
    .execute();
}

const login = (ip: string, email: string, password: string) =>
  server.client(ip).post('/api/auth/login', { email, password });

describe('login', () => {
  it('limits wrong passwords for one account from one address, without locking the owner out', async () => {
    await server.signUp('brute@example.com');
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push(
        (await login('198.51.100.1', i % 2 ? 'brute@example.com' : ' BRUTE@example.com', `guess ${i}`)).statusCode,
      );
    // The address is matched however it is spelled.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const guesser = await login('198.51.100.1', 'brute@example.com', TEST_PASSWORD);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toEqual({ error: 'rate_limited' });

    const owner = await login('198.51.100.2', 'brute@example.com', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: 'brute@example.com' });
  });

  it('counts an IPv6 client by its /64, whichever address of it it uses', async () => {
    await server.signUp('v6@example.com');
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await login(`2001:db8:1:2::${i.toString(16)}`, 'v6@example.com', `guess ${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await login('2001:db8:1:2:ffff:ffff:ffff:ffff', 'v6@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login('2001:db8:1:3::1', 'v6@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one IP trying many addresses', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) statuses.push((await login(ip, `spray${i}@example.com`, 'some password')).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);

    await server.signUp('sprayed@example.com');
    const limited = await login(ip, 'sprayed@example.com', TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited' });
    // Another IP is not affected.
    expect((await login('203.0.113.8', 'sprayed@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('signup', () => {
  it('limits sign-ups from one IP to 20 an hour, and makes no account past it', async () => {
    const ip = '203.0.113.20';
    for (let i = 1; i <= 20; i++) {
      const res = await server
        .client(ip)
        .post('/api/auth/signup', { email: `bulk${i}@example.com`, password: 'long enough password' });
      expect(res.statusCode).toBe(200);
    }
    const c = server.client(ip);
    const res = await c.post('/api/auth/signup', { email: 'bulk21@example.com', password: 'long enough password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(c.cookie).toBeNull();
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', 'bulk21@example.com').execute(),
    ).toEqual([]);
    // The register alias shares the count.
    expect(
      (
        await server
          .client(ip)
          .post('/api/auth/register', { email: 'bulk22@example.com', password: 'long enough password' })
      ).statusCode,
    ).toBe(429);

    await passWindow(`signup:ip:${ip}`);
    expect(
      (
        await server
          .client(ip)
          .post('/api/auth/signup', { email: 'bulk21@example.com', password: 'long enough password' })
      ).statusCode,
    ).toBe(200);
  });
});

describe('guest', () => {
  it('limits new guests from one IP to 30 an hour', async () => {
    const ip = '203.0.113.30';
    for (let i = 1; i <= 30; i++) expect((await server.client(ip).post('/api/auth/guest')).statusCode).toBe(200);
    const res = await server.client(ip).post('/api/auth/guest');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
  });
});

describe('send-verification', () => {
  it('limits mails to one account to 5 an hour', async () => {
    const { id } = await server.signUp('resend.many@example.com');
    for (let i = 1; i <= 5; i++) {
      expect(
        (await server.client(`198.18.0.${i}`).post('/api/auth/send-verification', { user_id: id })).json(),
      ).toEqual({ ok: true });
    }
    const res = await server.client('198.18.0.6').post('/api/auth/send-verification', { user_id: id });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(await server.mailCount('resend.many@example.com')).toBe(6);
  });

  it('limits one IP to 10 an hour', async () => {
    const ip = '198.18.1.1';
    for (let i = 1; i <= 10; i++) {
      expect(
        (await server.client(ip).post('/api/auth/send-verification', { email: `nobody${i}@example.com` })).statusCode,
      ).toBe(404);
    }
    const res = await server.client(ip).post('/api/auth/send-verification', { email: 'nobody11@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
  });
});

describe('request-reset', () => {
  it('limits reset mails for one address to 5 an hour', async () => {
    await server.signUp('reset.many@example.com');
    for (let i = 1; i <= 5; i++) {
      expect(
        (await server.client(`198.18.2.${i}`).post('/api/auth/request-reset', { email: 'reset.many@example.com' }))
          .statusCode,
      ).toBe(200);
    }
    const res = await server.client('198.18.2.6').post('/api/auth/request-reset', { email: 'reset.many@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(await server.mailCount('reset.many@example.com')).toBe(6);
  });
});

describe('change-password', () => {
  it('limits attempts per account to 10 in 15 minutes, then refuses even the right password', async () => {
    const { client } = await server.signUp('change.many@example.com');
    for (let i = 1; i <= 10; i++) {
      const res = await client.post('/api/auth/change-password', {
        current_password: `guess ${i}`,
        new_password: 'the new password',
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await client.post('/api/auth/change-password', {
      current_password: TEST_PASSWORD,
      new_password: 'the new password',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(
      (await server.client().post('/api/auth/login', { email: 'change.many@example.com', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('request-reset per address', () => {
  it('limits one IP to 10 reset requests an hour, whichever addresses it names', async () => {
    const client = server.client('198.18.3.1');
    for (let i = 1; i <= 10; i++) {
      expect((await client.post('/api/auth/request-reset', { email: `nobody${i}@example.com` })).statusCode).toBe(200);
    }
    const res = await client.post('/api/auth/request-reset', { email: 'nobody11@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(
      (await server.client('198.18.3.2').post('/api/auth/request-reset', { email: 'nobody11@example.com' })).statusCode,
    ).toBe(200);
  });
});

describe('link creation', () => {
  const proOn = async (ip: string, email: string) => {
    const { client, id } = await server.signUp(email, { client: server.client(ip) });
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
    return client;
  };
  const create = (client: Awaited<ReturnType<typeof proOn>>) =>
    client.post('/api/links/create', { url: 'https://example.com/many', hostname: 'kurz.localhost' });

  it('limits an account to 60 a minute and an address to 120, and makes no link past them', async () => {
    const first = await proOn('198.18.4.1', 'links.first@example.com');
    for (let i = 1; i <= 60; i++) expect((await create(first)).statusCode).toBe(200);
    const overAccount = await create(first);
    expect(overAccount.statusCode).toBe(429);
    expect(overAccount.json()).toEqual({ error: 'rate_limited' });

    const second = await proOn('198.18.4.1', 'links.second@example.com');
    for (let i = 1; i <= 60; i++) expect((await create(second)).statusCode).toBe(200);
    const third = await proOn('198.18.4.1', 'links.third@example.com');
    expect((await create(third)).statusCode).toBe(429);
    expect((await third.get('/api/links/list')).json().results).toEqual([]);

    const elsewhere = await server.signUp('links.elsewhere@example.com', { client: server.client('198.18.4.2') });
    expect((await create(elsewhere.client)).statusCode).toBe(200);

    await passWindow('link-create:');
    expect((await create(first)).statusCode).toBe(200);
  });
});

describe('postback', () => {
  it('limits one address to 1,200 postbacks a minute', async () => {
    const client = server.client('198.18.5.1');
    const post = () => client.post('/api/postback', { clickid: 'AAAAAAAAAAAAAAAA' });
    // 1,150 of the minute's postbacks counted already: sending all 1,200 one after another took more
    // than the minute on a busy machine, and the window began again.
    await server.db
      .insertInto('rate_limits')
      .values({ key: 'postback:ip:198.18.5.1', window_start: new Date(), count: 1150 })
      .execute();
    const statuses = new Map<number, number>();
    for (let i = 1151; i <= 1200; i++) {
      const { statusCode } = await post();
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(statuses.has(429)).toBe(false);
    const res = await post();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'rate_limited' });
    expect(
      (await server.client('198.18.5.2').post('/api/postback', { clickid: 'AAAAAAAAAAAAAAAA' })).statusCode,
    ).not.toBe(429);
  });
});
