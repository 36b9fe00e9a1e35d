/**
 * pnpm bench:webhooks — webhook deliveries to a local receiver (in this process) while one endpoint
 * never answers within the 5 s deadline. Account A has 5 endpoints (4 answer at once, 1 hangs) and a
 * backlog of BENCH_DELIVERIES deliveries, as a big import queues them; account B asks for a test delivery
 * once A's backlog is under way. Prints deliveries a second to the fast endpoints, what the hanging one
 * got, and how long B's test waited. PostgreSQL when DATABASE_URL is set (a scratch database), PGlite otherwise.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSessionToken } from '@kurz/api';
import { sql } from '@kurz/db';
import { withBenchApp } from './bulk-common';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const got = new Map<string, number>();
let quietAt = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const path = req.url ?? '';
    got.set(path, (got.get(path) ?? 0) + 1);
    if (path === '/quiet') quietAt = performance.now();
    if (path !== '/hangs') res.end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

await withBenchApp(
  async ({ database, app, handle, cookie, user }) => {
    const call = async (who: string, url: string, payload?: object) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: who, host: 'localhost:3000', origin: 'http://localhost:3000' },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const paths = ['/fast1', '/fast2', '/fast3', '/fast4', '/hangs'];
    const ids: string[] = [];
    for (const path of paths)
      ids.push((await call(cookie, '/api/webhooks', { url: `${base}${path}`, events: ['link.created'] })).id);
    const rows = Array.from({ length: DELIVERIES }, (_, i) => {
      const id = randomUUID();
      const body = JSON.stringify({ id, type: 'link.created', created_at: 0, data: { n: i } });
      return {
        id,
        endpoint_id: ids[i % ids.length]!,
        owner_id: user.id,
        event: 'link.created',
        body,
        due_at: sql<Date>`now()`,
      };
    });
    // One transaction: the whole backlog comes due at once, just before the clock starts.
    await handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1_000)
        await trx
          .insertInto('webhook_deliveries')
          .values(rows.slice(i, i + 1_000))
          .execute();
    });
    const quiet = await handle.db
      .insertInto('users')
      .values({ email: 'quiet@example.com', email_verified_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const quietCookie = `kurz_session=${await createSessionToken(handle.db, quiet.id)}`;
    const quietHook = (await call(quietCookie, '/api/webhooks', { url: `${base}/quiet`, events: ['link.created'] })).id;

    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 3_000));
    const asked = performance.now();
    await call(quietCookie, `/api/webhooks/${quietHook}/test`);
    await new Promise((r) => setTimeout(r, SECONDS * 1000 - 3_000));
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const fast = paths.slice(0, 4).reduce((n, p) => n + (got.get(p) ?? 0), 0);
    console.log(
      `webhooks, ${database}: ${DELIVERIES.toLocaleString('en')} queued for 5 endpoints of one account, one hanging: ` +
        `${fast} delivered to the 4 fast ones in ${elapsed.toFixed(1)} s (${(fast / elapsed).toFixed(0)}/s), ` +
        `${got.get('/hangs') ?? 0} attempts on the hanging one; ` +
        `${((cpu.user + cpu.system) / 1000 / Math.max(1, fast)).toFixed(1)} ms of this process's CPU per delivery (receiver included); ` +
        `another account's test delivery arrived ${quietAt ? `${((quietAt - asked) / 1000).toFixed(2)} s` : 'not at all'} after it was asked for`,
    );
  },
  { postbackAllowedIps: ['127.0.0.1'] },
);
receiver.closeAllConnections();
receiver.close();
