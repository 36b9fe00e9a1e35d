/** Imports over HTTP: preview writes nothing, the job creates links in the background, resumes after a restart exactly once. */
import { claimImport, deleteOldImports, ImportWorker, runImportBatch } from '@kurz/api';
import { IMPORT_FORMATS_EXPECTED } from '@kurz/core';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const countLinks = async (s: TestServer, ownerId: string) =>
  Number(
    (
      await s.db
        .selectFrom('links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const bitly = (taken: string) =>
  [
    'id,link,custom_bitlinks,long_url,title,created_at,tags',
    `bit.ly/${taken}1,https://bit.ly/${taken}1,,https://example.com/one,One,2024-01-01T00:00:00+0000,`,
    `bit.ly/${taken}2,https://bit.ly/${taken}2,,https://example.com/two,"Two, quoted",2024-01-02T00:00:00+0000,`,
    `bit.ly/${taken},https://bit.ly/${taken},,https://example.com/three,Three,2024-01-03T00:00:00+0000,`,
    'bit.ly/bad,https://bit.ly/bad,,javascript:alert(1),Bad,2024-01-04T00:00:00+0000,',
    `bit.ly/${taken}1,https://bit.ly/${taken.toUpperCase()}1,,https://example.com/dup,Dup,2024-01-05T00:00:00+0000,`,
  ].join('\n');

async function waitDone(client: TestClient, id: string, timeoutMs = 20_000) {
  return eventually(
    async () => {
      const job = (await client.get(`/api/imports/${id}`)).json();
      return job.status === 'done' ? job : null;
    },
    timeoutMs,
    100,
  );
}

describe('imports', () => {
  it("previews a Bitly export with each row's problem and writes nothing", async () => {
    const { client, id } = await userOn(server, 'pro', 'preview');
    await newLink(client, 'https://example.com/mine', 'pre');
    const before = await countLinks(server, id);
    const res = await client.post('/api/imports/preview', { csv: bitly('pre'), hostname: HOST });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ format: 'bitly', total: 5, valid: 2, problem_count: 3 });
    expect(preview.problems).toEqual([
      { line: 4, error: 'slug_taken', slug: 'pre' },
      { line: 5, error: 'invalid_url', slug: 'bad' },
      { line: 6, error: 'slug_taken', slug: 'PRE1' },
    ]);
    expect(preview.sample[1]).toEqual({ line: 3, url: 'https://example.com/two', slug: 'pre2', title: 'Two, quoted' });
    expect(await countLinks(server, id)).toBe(before);
    expect(
      Number(
        (
          await server.db
            .selectFrom('import_jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('owner_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  it('runs the import in the background: creates the good rows, reports an existing slug and never overwrites it', async () => {
    const { client, id } = await userOn(server, 'pro', 'runner');
    await newLink(client, 'https://example.com/mine', 'run');
    const res = await client.post('/api/imports', { csv: bitly('run'), hostname: HOST });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'running', total: 5, format: 'bitly' });
    const job = await waitDone(client, res.json().id);
    expect(job).toMatchObject({ processed: 5, created: 2, existing: 2, failed: 1 });
    expect(job.problems.map((p: { line: number; error: string }) => `${p.line}:${p.error}`)).toEqual([
      '4:slug_taken',
      '5:invalid_url',
      '6:slug_taken',
    ]);
    const taken = await server.db
      .selectFrom('links')
      .select('target_url')
      .where('slug', '=', 'run')
      .executeTakeFirstOrThrow();
    expect(taken.target_url).toBe('https://example.com/mine');
    const two = await server.db
      .selectFrom('links')
      .select(['target_url', 'title'])
      .where('slug', '=', 'run2')
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(two).toEqual({ target_url: 'https://example.com/two', title: 'Two, quoted' });
    expect((await server.visit(HOST, '/run1')).headers.location).toContain('https://example.com/one');
  });

  it('keeps imports private and refuses a file it cannot read', async () => {
    const { client } = await userOn(server, 'pro', 'privacy');
    const started = (await client.post('/api/imports', { csv: 'url\nhttps://example.com/x\n', hostname: HOST })).json();
    const stranger = await userOn(server, 'pro', 'stranger');
    const res = await stranger.client.get(`/api/imports/${started.id}`);
    expect(res.statusCode).toBe(404);
    const bad = await client.post('/api/imports/preview', { csv: 'name,email\na,b\n', hostname: HOST });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_csv', message: IMPORT_FORMATS_EXPECTED });
    expect(bad.json().message).toMatch(/Bitly.*Shlink.*Kutt/);
    const host = await client.post('/api/imports', {
      csv: 'url\nhttps://example.com/x\n',
      hostname: 'not-ours.example',
    });
    expect(host.statusCode).toBe(403);
    expect(host.json()).toEqual({ error: 'domain_not_allowed' });
    expect((await server.client().post('/api/imports/preview', { csv: 'url\n', hostname: HOST })).statusCode).toBe(401);
    // A large body is parsed on the import thread: broken JSON there is the same 400 as anywhere.
    const broken = await client.request({
      method: 'POST',
      url: '/api/imports/preview',
      payload: `{"csv": "${'x'.repeat(100_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'invalid_input' });
  });

  it("keeps a finished import's report 30 days, then housekeeping deletes it with its rows", async () => {
    const { client } = await userOn(server, 'pro', 'old');
    const job = (await client.post('/api/imports', { csv: 'url\nhttps://example.com/old\n', hostname: HOST })).json();
    await waitDone(client, job.id);
    await deleteOldImports(server.db);
    expect((await client.get(`/api/imports/${job.id}`)).statusCode).toBe(200);
    await server.db
      .updateTable('import_jobs')
      .set({ finished_at: sql`now() - interval '31 days'` as never })
      .where('id', '=', job.id)
      .execute();
    await deleteOldImports(server.db);
    expect((await client.get(`/api/imports/${job.id}`)).statusCode).toBe(404);
    const rows = await server.db.selectFrom('import_rows').select('row').where('job_id', '=', Number(job.id)).execute();
    expect(rows).toEqual([]);
  });

  it('a worker that lost its lease writes nothing', async () => {
    const { client, id } = await userOn(server, 'pro', 'lost');
    // Held by a worker that is not this one: a stale worker's batch must not count.
    await server.runtime.stop();
    try {
      const job = (
        await client.post('/api/imports', {
          csv: 'url\nhttps://example.com/a\nhttps://example.com/b\n',
          hostname: HOST,
        })
      ).json();
      await server.db
        .updateTable('import_jobs')
        .set({ leased_by: 'someone-else', lease_until: sql`now() + interval '1 minute'` as never })
        .where('id', '=', job.id)
        .execute();
      expect(await runImportBatch(server.deps, 'stale-worker', job.id)).toBe('lost');
      expect(await countLinks(server, id)).toBe(0);
    } finally {
      await server.runtime.start();
    }
  }, 90_000);
});

describe('imports across a restart', () => {
  it('a job left half done by a process that died holding it is finished by a new server, each row exactly once', async () => {
    // Only the processes of this test work on imports.
    await server.runtime.stop();
    let second: TestServer | null = null;
    try {
      const { client, id } = await userOn(server, 'pro', 'restart');
      const lines = ['url,slug'];
      for (let n = 0; n < 6000; n++) lines.push(`https://example.com/r/${n},r${n}`);
      const job = (await client.post('/api/imports', { csv: lines.join('\n'), hostname: HOST })).json();
      // Jobs other tests left would be taken first (oldest first).
      await server.db.deleteFrom('import_jobs').where('id', '<>', job.id).execute();
      // A first process takes the job, commits two batches, and dies holding the lease.
      expect(await claimImport(server.db, 'process-a', 60_000)).toBe(job.id);
      expect(await runImportBatch(server.deps, 'process-a', job.id)).toBe('more');
      expect(await runImportBatch(server.deps, 'process-a', job.id)).toBe('more');
      await server.db
        .updateTable('import_jobs')
        .set({ lease_until: sql`now() + interval '1 second'` as never })
        .where('id', '=', job.id)
        .execute();
      expect(await countLinks(server, id)).toBe(2000);

      // A new server waits for the lease to run out, then goes on from the cursor.
      second = await createTestServer({}, {}, { sameDatabaseAs: server });
      const done = await eventually(
        async () => {
          const row = await server.db
            .selectFrom('import_jobs')
            .selectAll()
            .where('id', '=', job.id)
            .executeTakeFirstOrThrow();
          return row.status === 'done' ? row : null;
        },
        60_000,
        100,
      );
      expect(done).toMatchObject({ next_row: 6000, created: 6000, existing: 0, failed: 0, leased_by: null });
      expect(await countLinks(server, id)).toBe(6000);
      const notCreated = await server.db
        .selectFrom('import_rows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', Number(job.id))
        .where('outcome', '<>', 'created')
        .executeTakeFirstOrThrow();
      expect(Number(notCreated.n)).toBe(0);
      // The dead process, back from a stall, cannot write its batch again.
      expect(await runImportBatch(server.deps, 'process-a', job.id)).toBe('done');
      expect(await countLinks(server, id)).toBe(6000);
    } finally {
      await second?.close();
      await server.runtime.start();
    }
  }, 90_000);

  it('a stopped worker gives its job back at once, and the next one finishes it', async () => {
    await server.runtime.stop();
    let next: TestServer | null = null;
    try {
      const { client, id } = await userOn(server, 'pro', 'handback');
      const lines = ['url'];
      for (let n = 0; n < 3000; n++) lines.push(`https://example.com/h/${n}`);
      const job = (await client.post('/api/imports', { csv: lines.join('\n'), hostname: HOST })).json();
      await server.db.deleteFrom('import_jobs').where('id', '<>', job.id).execute();
      const worker = new ImportWorker(() => server.deps, { id: 'process-b', batch: 500 });
      expect(await claimImport(server.db, 'process-b', 60_000)).toBe(job.id);
      expect(await runImportBatch(server.deps, 'process-b', job.id, { batch: 500 })).toBe('more');
      await worker.stop();
      const left = await server.db
        .selectFrom('import_jobs')
        .select(['leased_by', 'next_row', 'status'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      expect(left).toEqual({ leased_by: null, next_row: 500, status: 'running' });
      next = await createTestServer({}, {}, { sameDatabaseAs: server });
      const done = await waitDone(client, job.id);
      expect(done).toMatchObject({ created: 3000, processed: 3000 });
      expect(await countLinks(server, id)).toBe(3000);
    } finally {
      await next?.close();
      await server.runtime.start();
    }
  }, 90_000);
});
