import { mkdtemp, readdir, rename, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RawClick } from './click';
import { ClickSpool } from './clickSpool';
import { SpoolReplica } from './spoolReplicas';

const log = { info() {}, warn() {}, error() {} };
const BEAT = { beatMs: 40, adoptEveryMs: 60_000 };
const clicks = (n: number, tag: string): RawClick[] =>
  Array.from({ length: n }, (_, i) => ({
    ts: i,
    linkId: 1,
    ownerId: 'o',
    ip: '203.0.113.1',
    agent: { device: 'desktop', browser: null, os: null, isBot: false },
    lang: null,
    referer: null,
    target: `https://example.com/${tag}/${i}`,
    country: null,
    clickId: null,
    externalClickId: null,
  }));

async function replica(root: string, id: string) {
  const opts = { root, ...BEAT };
  const spool = new ClickSpool(join(root, id), SpoolReplica.quietMs(opts));
  const r = new SpoolReplica(spool, join(root, id), opts, log);
  return { spool, r };
}

/** What a replica that died (SIGKILL) leaves: segments, one still open, and an `alive` file gone stale. */
async function deadReplica(root: string, id: string, segments: number[]) {
  const spool = new ClickSpool(join(root, id));
  await spool.open();
  for (const [i, n] of segments.entries()) {
    await spool.append(clicks(n, `${id}-${i}`));
    await spool.seal();
  }
  // The last one as the dead process left it: open on disk, its file handle closed (by its exit).
  const last = (await spool.segmentIds()).at(-1)!;
  await rename(join(root, id, `${last}.clicks`), join(root, id, `${last}.open`));
  await writeFile(join(root, id, 'alive'), '0');
  const past = new Date(Date.now() - 60_000);
  for (const name of await readdir(join(root, id))) await utimes(join(root, id, name), past, past);
  await utimes(join(root, id), past, past);
  return spool.segmentIds();
}

/** Every click a spool holds, by target (each must be there once). */
async function targets(spool: ClickSpool): Promise<string[]> {
  const all: string[] = [];
  for (const id of await spool.segmentIds()) all.push(...(await spool.read(id)).map((c) => c.target));
  return all;
}

describe('SpoolReplica', () => {
  it('adopts the folder of a replica gone at start, under the same segment ids, the open one sealed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
    const sealed = await deadReplica(root, 'gone', [30, 20, 5]);
    const { spool, r } = await replica(root, 'alive-one');
    await r.claim();
    await spool.open();
    expect(spool.count).toBe(55);
    const ids = await spool.segmentIds();
    expect(ids).toEqual(expect.arrayContaining(sealed));
    expect(ids).toHaveLength(3);
    expect((await readdir(root)).sort()).toEqual(['alive-one']);
    await r.stop(false);
  });

  it('leaves a live replica’s folder alone, and adopts it once it stops beating', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
    const a = await replica(root, 'a');
    await a.r.claim();
    await a.spool.open();
    a.r.run();
    await a.spool.append(clicks(7, 'a'));
    const b = await replica(root, 'b');
    await b.r.claim();
    await b.spool.open();
    await new Promise((r) => setTimeout(r, 200));
    expect(await b.r.adopt()).toBe(0);
    expect(b.spool.count).toBe(0);
    await a.spool.seal();
    await a.r.stop(false);
    // Three beats without a sign of life, and the files quiet for two.
    await new Promise((r) => setTimeout(r, 200));
    expect(await b.r.adopt()).toBe(7);
    expect(await targets(b.spool)).toHaveLength(7);
  });

  it('two replicas adopting the same orphans at once take each segment once', async () => {
    for (let round = 0; round < 5; round++) {
      const root = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
      for (let i = 0; i < 6; i++) await deadReplica(root, `gone-${i}`, [10 + i, 3]);
      const [a, b] = await Promise.all([replica(root, 'a'), replica(root, 'b')]);
      await Promise.all([a.r.claim(), b.r.claim()]);
      await Promise.all([a.spool.open(), b.spool.open()]);
      const all = [...(await targets(a.spool)), ...(await targets(b.spool))];
      expect(all).toHaveLength(10 + 11 + 12 + 13 + 14 + 15 + 6 * 3);
      expect(new Set(all).size).toBe(all.length);
      expect(a.spool.count + b.spool.count).toBe(all.length);
      expect((await readdir(root)).sort()).toEqual(['a', 'b']);
    }
  });

  it('adopts segments a build with one spool folder left directly in it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
    const old = new ClickSpool(root);
    await old.open();
    await old.append(clicks(12, 'old'));
    await old.seal();
    const { spool, r } = await replica(root, 'new');
    await r.claim();
    await spool.open();
    expect(spool.count).toBe(12);
    expect((await readdir(root)).sort()).toEqual(['new']);
  });

  it('an owner that stalled past its beats finds its folder taken and starts afresh, losing nothing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kurz-spool-'));
    const a = await replica(root, 'a');
    await a.r.claim();
    await a.spool.open();
    await a.spool.append(clicks(4, 'before'));
    const past = new Date(Date.now() - 60_000);
    for (const name of await readdir(join(root, 'a'))) await utimes(join(root, 'a', name), past, past);
    const b = await replica(root, 'b');
    await b.r.claim();
    await b.spool.open();
    expect(b.spool.count).toBe(4);
    // `a` wakes up and spools more: into a folder of its own again, counted from scratch.
    await a.spool.append(clicks(3, 'after'));
    await a.spool.seal();
    expect(a.spool.count).toBe(3);
    expect(await targets(a.spool)).toEqual(clicks(3, 'after').map((c) => c.target));
    expect(await targets(b.spool)).toEqual(clicks(4, 'before').map((c) => c.target));
  });
});
