/**
 * Guessing one account from many addresses is slowed, then refused to new browsers, never turned into
 * a lockout of its owner: a browser that signed into the account before (the device cookie) is not even
 * slowed, a new browser waits, then past the account's cap is refused, and each guessing address is
 * still refused past its own limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAt, createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../testing/index';

const SLOWDOWN_MS = 1_500;
const OWNER = 'owner.lockout@example.com';
/** Attempts from new browsers on one account in 15 minutes before each further one is refused. */
const ACCOUNT_CAP = 100;

let server: TestServer;
beforeAll(async () => {
  // Client addresses come from X-Forwarded-For, as behind a proxy; the attacker picks them freely.
  server = await createTestServer({ trustProxy: '127.0.0.1' }, { loginSlowdownMs: SLOWDOWN_MS });
});
afterAll(() => server.close());

async function timedLogin(c: TestClient, email: string, password: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await c.post('/api/auth/login', { email, password });
  return { status: res.statusCode, ms: performance.now() - started };
}

const accountCount = async (email: string) =>
  (
    await server.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `login:email:${email}`)
      .executeTakeFirst()
  )?.count ?? 0;

describe('nine addresses guessing ten passwords each, then more', () => {
  let home: TestClient;
  let flooded = 0;
  const attackers = Array.from({ length: 9 }, (_, i) => `203.0.113.${100 + i}`);

  beforeAll(async () => {
    // The browser that created the account is known to it too.
    expect((await server.signUp(OWNER)).client.jar.has('kurz_device')).toBe(true);
    home = browserAt(server, '198.51.100.10');
    const first = await home.post('/api/auth/login', { email: OWNER, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((k) => k.name === 'kurz_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.value).not.toContain(first.json().id);

    // The flood: each address in turn, all addresses at once.
    const before = await accountCount(OWNER);
    const rounds = await Promise.all(
      attackers.map(async (ip) => {
        const c = browserAt(server, ip);
        const out: number[] = [];
        for (let i = 1; i <= 10; i++) out.push((await timedLogin(c, OWNER, `guess ${ip} ${i}`)).status);
        return out;
      }),
    );
    for (const statuses of rounds) expect(statuses).toEqual(Array(10).fill(401));
    flooded = await accountCount(OWNER);
    expect(flooded).toBe(before + 90);
  }, 120_000);

  it('let the owner in at once from a browser that signed in before, even at a new address', async () => {
    const travelling = browserAt(server, '192.0.2.77');
    travelling.jar.set('kurz_device', home.jar.get('kurz_device')!);
    const res = await timedLogin(travelling, OWNER, TEST_PASSWORD);
    expect(res.status).toBe(200);
    // Not counted against the account, and not slowed.
    expect(await accountCount(OWNER)).toBe(flooded);
    expect(res.ms).toBeLessThan(SLOWDOWN_MS);
  });

  it('let the owner in from a new browser at a new address, slowed but not refused', async () => {
    const res = await timedLogin(browserAt(server, '192.0.2.78'), OWNER, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  });

  it('still refuse each guessing address, at once, with 429', async () => {
    for (const ip of attackers) {
      const res = await timedLogin(browserAt(server, ip), OWNER, TEST_PASSWORD);
      expect(res.status).toBe(429);
    }
    const wrong = await browserAt(server, attackers[0]!).post('/api/auth/login', {
      email: OWNER,
      password: 'guess again',
    });
    expect(wrong.json()).toEqual({ error: 'rate_limited' });
  });

  it('slow a new address guessing, and a wrong password is refused whatever the device', async () => {
    const slowed = await timedLogin(browserAt(server, '192.0.2.79'), OWNER, 'still guessing');
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    const withDevice = browserAt(server, '192.0.2.80');
    withDevice.jar.set('kurz_device', home.jar.get('kurz_device')!);
    expect((await timedLogin(withDevice, OWNER, 'not the password')).status).toBe(401);
  });

  it('give no head start to a device cookie of another account, or a forged one', async () => {
    await server.signUp('attacker.own@example.com');
    const attacker = browserAt(server, '192.0.2.81');
    expect(
      (await attacker.post('/api/auth/login', { email: 'attacker.own@example.com', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const ownCookie = attacker.jar.get('kurz_device')!;
    const [deviceId] = home.jar.get('kurz_device')!.split('.');
    for (const cookie of [ownCookie, `${deviceId}.${ownCookie.split('.')[1]}`, `${deviceId}.forged`, 'garbage']) {
      const c = browserAt(server, '192.0.2.82');
      c.jar.set('kurz_device', cookie);
      const before = await accountCount(OWNER);
      const res = await timedLogin(c, OWNER, 'a guess with a cookie');
      expect(res.status).toBe(401);
      expect(res.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS);
      expect(await accountCount(OWNER)).toBe(before + 1);
    }
  });

  it("past the cap, refuse new browsers at once with 429, and still let the owner's browser in at once", async () => {
    // New addresses (under their own limits) fill the account's allowance exactly: slowed, not refused.
    const left = ACCOUNT_CAP - (await accountCount(OWNER));
    expect(left).toBeGreaterThan(0);
    const fill = Array.from({ length: left }, (_, i) => `203.0.113.${150 + Math.floor(i / 5)}`);
    const filled = await Promise.all(fill.map((ip, i) => timedLogin(browserAt(server, ip), OWNER, `fill ${i}`)));
    expect(filled.map((r) => r.status)).toEqual(Array(left).fill(401));
    expect(await accountCount(OWNER)).toBe(ACCOUNT_CAP);

    // Then every new browser is refused at once, many at the same moment included, and the right
    // password from a new browser too (it is refused before any password is checked).
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => timedLogin(browserAt(server, `203.0.113.${200 + i}`), OWNER, `burst ${i}`)),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(12).fill(429));
    for (const r of burst) expect(r.ms).toBeLessThan(SLOWDOWN_MS);
    const owner = browserAt(server, '192.0.2.90');
    const refused = await owner.post('/api/auth/login', { email: OWNER, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(refused.cookies.find((k) => k.name === 'kurz_session')).toBeUndefined();

    // The owner's known browser, from a new address, is neither refused nor slowed nor counted.
    const counted = await accountCount(OWNER);
    const known = browserAt(server, '192.0.2.91');
    known.jar.set('kurz_device', home.jar.get('kurz_device')!);
    const res = await timedLogin(known, OWNER, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(SLOWDOWN_MS);
    expect(await accountCount(OWNER)).toBe(counted);
  });
});
