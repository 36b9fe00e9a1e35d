import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RawClick } from './click';

const OPEN = '.open';
const SEALED = '.clicks';
/** A segment is replayed batch by batch; past this many rows the next spill starts a new one. */
const SEGMENT_MAX_ROWS = 100_000;
/** Spool folders of other replicas this one took over (see spoolReplicas.ts), each moved in whole. */
export const ADOPTED = 'adopted';
/** Adopted files of a build with one spool folder (no owner that could still write them: no quiet wait). */
export const LEGACY_PREFIX = '_legacy-';

/**
 * Clicks the database could not take yet, on disk: append-only segment files of one JSON array per
 * click, each append fsynced once. A segment is appended to while `<id>.open` and replayed only once
 * sealed (`<id>.clicks`); its id names its batches in spooled_click_batches, which makes the replay
 * exactly once. The directory belongs to one process: replicas sharing a DATA_DIR each have a folder
 * of their own, and one takes over the folder of a replica gone (spoolReplicas.ts) by moving it whole
 * under its own `adopted/`, from where `adopt` brings its segments in under their ids.
 */
export class ClickSpool {
  private current: { file: FileHandle; id: string; rows: number } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Clicks on disk, not yet written to the database. */
  count = 0;
  /** Per sealed segment, how many of its rows count as written already. */
  private done = new Map<string, number>();

  /** The folder's inode while this process owns it: moved away, it is another replica's to replay. */
  private ino = 0;

  /** `quietMs`: an adopted file written to this recently waits (its old owner may not know yet it is gone). */
  constructor(
    private dir: string,
    private quietMs = 0,
  ) {}

  /** Sealed segments without clicks. */
  private empty = new Set<string>();

  /** At start: seals what a previous process left open and counts what waits. */
  open(): Promise<void> {
    return this.serial(async () => {
      await mkdir(this.dir, { recursive: true });
      this.ino = (await stat(this.dir)).ino;
      await this.takeAdopted();
      for (const name of await readdir(this.dir)) {
        if (name.endsWith(OPEN))
          await rename(join(this.dir, name), join(this.dir, name.slice(0, -OPEN.length) + SEALED));
      }
      await this.syncDir();
      this.count = 0;
      for (const id of await this.segmentIds()) {
        const rows = (await this.read(id)).length;
        this.count += rows;
        if (rows === 0) this.empty.add(id);
      }
    });
  }

  /** Appends clicks to the open segment and fsyncs it: once this resolves they survive a crash. */
  append(clicks: readonly RawClick[]): Promise<void> {
    return this.serial(async () => {
      await this.ensureOwn();
      if (this.current && this.current.rows >= SEGMENT_MAX_ROWS) await this.closeCurrent();
      if (!this.current) {
        const id = newSegmentId();
        this.current = { file: await open(join(this.dir, id + OPEN), 'a'), id, rows: 0 };
        await this.syncDir();
      }
      let text = '';
      for (const c of clicks) text += `${JSON.stringify(encode(c))}\n`;
      await this.current.file.write(text);
      await this.current.file.sync();
      this.current.rows += clicks.length;
      this.count += clicks.length;
    });
  }

  /** Writes clicks as a sealed segment of their own, named `id` (a batch id, see ClickRecorder). */
  writeSegment(id: string, clicks: readonly RawClick[]): Promise<void> {
    return this.serial(async () => {
      await this.ensureOwn();
      const file = await open(join(this.dir, id + OPEN), 'w');
      try {
        await file.write(clicks.map((c) => `${JSON.stringify(encode(c))}\n`).join(''));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(join(this.dir, id + OPEN), join(this.dir, id + SEALED));
      await this.syncDir();
      this.count += clicks.length;
      if (clicks.length === 0) this.empty.add(id);
    });
  }

  /** Clicks wait, or empty segments (whose replay only deletes their batch's marker row, see ClickRecorder). */
  get pending(): boolean {
    return this.count > 0 || this.empty.size > 0;
  }

  /** Closes the open segment so it can be replayed; later appends start a new one. */
  seal(): Promise<void> {
    return this.serial(() => this.closeCurrent());
  }

  /** Sealed segments, oldest first. */
  async segmentIds(): Promise<string[]> {
    const names = await readdir(this.dir);
    return names
      .filter((n) => n.endsWith(SEALED))
      .map((n) => n.slice(0, -SEALED.length))
      .sort();
  }

  /** A sealed segment's clicks in order. A line cut short by a crash mid-append is skipped. */
  async read(id: string): Promise<RawClick[]> {
    const text = await readFile(join(this.dir, id + SEALED), 'utf8');
    const clicks: RawClick[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        clicks.push(decode(JSON.parse(line) as Encoded));
      } catch {
        // A torn last line: its append was never fsynced, so never acknowledged.
      }
    }
    return clicks;
  }

  /** So far `rows` of a sealed segment are in the database (the file stays until remove). */
  progress(id: string, rows: number): void {
    this.count = Math.max(0, this.count - (rows - (this.done.get(id) ?? 0)));
    this.done.set(id, rows);
  }

  /** Once every batch of a segment is in the database. */
  async remove(id: string): Promise<void> {
    await unlink(join(this.dir, id + SEALED));
    await this.syncDir();
    this.done.delete(id);
    this.empty.delete(id);
  }

  /** Brings in the segments of adopted folders that are quiet; returns how many clicks came. */
  adopt(): Promise<number> {
    return this.serial(async () => {
      await this.ensureOwn();
      const rows = await this.takeAdopted();
      this.count += rows;
      return rows;
    });
  }

  /** Checks the folder is still this process's (see `ensureOwn`); a replica's heartbeat calls it. */
  checkOwnership(): Promise<void> {
    return this.serial(() => this.ensureOwn());
  }

  /**
   * Another replica took this folder (this process stalled past its heartbeat): what was in it is
   * that replica's to replay now, the open segment included. A fresh folder starts here, and the
   * count starts again from what is in it.
   */
  private async ensureOwn(): Promise<void> {
    const now = await stat(this.dir).catch(() => null);
    if (now && now.ino === this.ino) return;
    if (this.current) await this.current.file.close().catch(() => {});
    this.current = null;
    await mkdir(this.dir, { recursive: true });
    this.ino = (await stat(this.dir)).ino;
    this.done.clear();
    this.count = 0;
    for (const id of await this.segmentIds()) this.count += (await this.read(id)).length;
  }

  private async takeAdopted(): Promise<number> {
    let rows = 0;
    for (const name of await readdir(join(this.dir, ADOPTED)).catch(() => []))
      rows += await this.takeFolder(join(this.dir, ADOPTED, name));
    return rows;
  }

  /** Moves a quiet adopted folder's segments in (sealed, same ids: their batch markers still apply), then drops it. */
  private async takeFolder(folder: string): Promise<number> {
    let rows = 0;
    // A replica that died while adopting left folders of its own under its `adopted/`.
    for (const name of await readdir(join(folder, ADOPTED)).catch(() => []))
      rows += await this.takeFolder(join(folder, ADOPTED, name));
    const segments = (await readdir(folder)).filter((n) => n.endsWith(OPEN) || n.endsWith(SEALED));
    const quietMs = basename(folder).startsWith(LEGACY_PREFIX) ? 0 : this.quietMs;
    for (const name of segments) if (Date.now() - (await stat(join(folder, name))).mtimeMs < quietMs) return rows;
    for (const name of segments) {
      const id = name.slice(0, -(name.endsWith(OPEN) ? OPEN : SEALED).length);
      await rename(join(folder, name), join(this.dir, id + SEALED));
      rows += (await this.read(id)).length;
    }
    await this.syncDir();
    // Left while a folder nested in it is not quiet yet.
    if ((await readdir(join(folder, ADOPTED)).catch(() => [])).length === 0)
      await rm(folder, { recursive: true, force: true });
    return rows;
  }

  private async closeCurrent(): Promise<void> {
    const cur = this.current;
    if (!cur) return;
    this.current = null;
    await cur.file.close();
    await rename(join(this.dir, cur.id + OPEN), join(this.dir, cur.id + SEALED));
    await this.syncDir();
  }

  /** A created or renamed file survives a crash only once its directory is fsynced too. */
  private async syncDir(): Promise<void> {
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }
}

/** Names a segment, or a batch: sortable by time, unique. */
export function newSegmentId(): string {
  return `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
}

/** A click as one JSON array; the 15th field (the source) is absent from files of older builds. */
type Encoded = [
  number,
  number,
  string,
  string,
  string,
  string | null,
  string | null,
  boolean,
  string | null,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  ('qr' | null)?,
];

function encode(c: RawClick): Encoded {
  const { agent } = c;
  return [
    c.ts,
    c.linkId,
    c.ownerId,
    c.ip,
    agent.device,
    agent.browser,
    agent.os,
    agent.isBot,
    c.lang,
    c.referer,
    c.target,
    c.country,
    c.clickId,
    c.externalClickId,
    c.source ?? null,
  ];
}

function decode(e: Encoded): RawClick {
  if (!Array.isArray(e) || (e.length !== 14 && e.length !== 15)) throw new Error('not a spooled click');
  const [
    ts,
    linkId,
    ownerId,
    ip,
    device,
    browser,
    os,
    isBot,
    lang,
    referer,
    target,
    country,
    clickId,
    externalClickId,
    source = null,
  ] = e;
  return {
    ts,
    linkId,
    ownerId,
    ip,
    agent: { device, browser, os, isBot } as RawClick['agent'],
    lang,
    referer,
    target,
    country,
    clickId,
    externalClickId,
    source,
  };
}
