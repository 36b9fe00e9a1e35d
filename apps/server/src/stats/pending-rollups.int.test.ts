/**
 * A written batch's click groups wait in stats_pending_groups until they are moved into stats_daily
 * (stats/rollups.ts): the recorder moves them on flush and on its own every couple of seconds, a
 * deleted link's pending clicks never reach the account's totals, and writers and moves running at
 * once count every click exactly once.
 */
import { movePendingRollups, writeClicks } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, q, userOn } from '../testing/links';
import { account, clickRow, otherRecorder, seedLink, summary, type SeedLink } from '../testing/stats';

let server: TestServer;
let client: TestClient;
let ownerId: string;
let a: SeedLink;
let b: SeedLink;

const clicks = (link: SeedLink, n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => clickRow(link, `${tag}-${i}`, { country: i % 2 ? 'DE' : 'US' }));

const pending = async () =>
  Number(
    (
      await sql<{
        n: string;
      }>`select coalesce(sum(clicks), 0) as n from stats_pending_groups where owner_id = ${ownerId}`.execute(server.db)
    ).rows[0]!.n,
  );
const rolledUp = async (linkId: number, dim = 'total', key = '') =>
  Number(
    (
      await sql<{
        n: string;
      }>`select coalesce(sum(clicks), 0) as n from stats_daily where owner_id = ${ownerId} and link_id = ${linkId} and dim = ${dim} and key = ${key}`.execute(
        server.db,
      )
    ).rows[0]!.n,
  );
const stored = async (linkId: number) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from clicks where link_id = ${linkId}`.execute(server.db)).rows[0]!
      .n,
  );

beforeAll(async () => {
  server = await createTestServer();
  const user = await userOn(server, 'pro', 'pending-rollups');
  client = user.client;
  ownerId = user.id;
  a = await seedLink(server, client, { slug: 'pr-a' });
  b = await seedLink(server, client, { slug: 'pr-b' });
});
afterAll(async () => {
  await server?.close();
});

describe('pending click groups', () => {
  it('wait after a batch is written and count in the rollups, link and account, once moved', async () => {
    await server.runtime.recorder.flush();
    const before = { a: await rolledUp(a.linkId), account: await rolledUp(0) };
    await writeClicks(server.handle, clicks(a, 6, 'first'));
    expect(await pending()).toBe(6);
    expect(await rolledUp(a.linkId)).toBe(before.a);

    await movePendingRollups(server.db);
    expect(await pending()).toBe(0);
    expect(await rolledUp(a.linkId)).toBe(before.a + 6);
    expect(await rolledUp(a.linkId, 'country', 'DE')).toBe(3);
    expect(await rolledUp(0)).toBe(before.account + 6);
    expect((await summary(client, a.slug)).totals.clicks).toBe(await stored(a.linkId));
  });

  it('are moved by the recorder on flush, and on its own by a recorder that finds them at start', async () => {
    await writeClicks(server.handle, clicks(a, 3, 'flush'));
    await server.runtime.recorder.flush();
    expect(await pending()).toBe(0);
    expect(await rolledUp(a.linkId)).toBe(await stored(a.linkId));

    // Left behind by a run that stopped before moving them (a crash): the next recorder moves them.
    await writeClicks(server.handle, clicks(b, 4, 'left'));
    const next = otherRecorder(server);
    await next.start();
    try {
      await eventually(async () => (await pending()) === 0, 5_000);
    } finally {
      await next.stop();
    }
    expect(await rolledUp(b.linkId)).toBe(await stored(b.linkId));
  });

  it("of a deleted link never reach the account's totals", async () => {
    const gone = await seedLink(server, client, { slug: 'pr-gone' });
    await server.runtime.recorder.flush();
    const accountBefore = await rolledUp(0);
    await writeClicks(server.handle, [...clicks(gone, 5, 'gone'), ...clicks(b, 2, 'kept')]);
    expect((await client.del(`/api/links/delete/${q(gone.slug)}`)).statusCode).toBe(200);
    await movePendingRollups(server.db);
    expect(await rolledUp(gone.linkId)).toBe(0);
    expect(await rolledUp(0)).toBe(accountBefore + 2);
    expect((await account(client)).totals.clicks).toBe(accountBefore + 2);
  });

  it("moved inside a caller's transaction, leave that transaction's planner settings as they were", async () => {
    const setting = async (db: typeof server.db, name: 'enable_sort' | 'jit' | 'work_mem') =>
      (await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(db)).rows[0]!.value;
    await writeClicks(server.handle, clicks(a, 2, 'in-trx'));
    const usual = {
      enable_sort: await setting(server.db, 'enable_sort'),
      work_mem: await setting(server.db, 'work_mem'),
    };
    await server.db.transaction().execute(async (trx) => {
      await movePendingRollups(trx, ownerId);
      expect(await setting(trx, 'enable_sort')).toBe(usual.enable_sort);
      expect(await setting(trx, 'work_mem')).toBe(usual.work_mem);
    });
    expect(await pending()).toBe(0);
  });

  it('are counted once when batches and moves run at once', async () => {
    await server.runtime.recorder.flush();
    const writes = Array.from({ length: 8 }, (_, i) =>
      writeClicks(server.handle, clicks(i % 2 ? a : b, 50, `race-${i}`)),
    );
    const moves = Array.from({ length: 6 }, () => movePendingRollups(server.db));
    await Promise.all([...writes, ...moves]);
    await movePendingRollups(server.db);
    expect(await pending()).toBe(0);
    for (const link of [a, b]) expect(await rolledUp(link.linkId)).toBe(await stored(link.linkId));
    expect(await rolledUp(0)).toBe((await stored(a.linkId)) + (await stored(b.linkId)));
  });
});
