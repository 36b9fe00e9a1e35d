import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../context';
import { ADOPTED, LEGACY_PREFIX, type ClickSpool } from './clickSpool';

export interface ReplicaOptions {
  /** The folder every replica's spool folder is in (DATA_DIR/spool); this replica's is the spool's own. */
  root: string;
  /** How often this replica says it is alive (5 s); a folder silent for STALE_BEATS beats is adopted. */
  beatMs?: number;
  /** How often folders of replicas gone are looked for (30 s), besides at start. */
  adoptEveryMs?: number;
}

const ALIVE = 'alive';
export const STALE_BEATS = 3;

/**
 * Replicas sharing one DATA_DIR: each spools to `root/<replica id>` and touches `alive` in it every
 * beat. A folder whose `alive` (or, before the first beat, the folder itself) is older than STALE_BEATS
 * beats belongs to a replica gone; a live one adopts it by renaming it whole under its own `adopted/`.
 * rename(2) is atomic: when two replicas adopt the same folder at once, one rename succeeds and the
 * other finds nothing, so each segment is replayed by one replica (and its batches once, by their
 * markers). Files a pre-replica build left directly in `root` are adopted the same way, one by one.
 * The mtimes compared are the file system's: all replicas share one clock only on one machine.
 */
export class SpoolReplica {
  private readonly beatMs: number;
  private readonly adoptEveryMs: number;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private spool: ClickSpool,
    private ownDir: string,
    private opts: ReplicaOptions,
    private log: Logger,
  ) {
    this.beatMs = opts.beatMs ?? 5_000;
    this.adoptEveryMs = opts.adoptEveryMs ?? 30_000;
  }

  /** A spool file this young may still be appended to by an owner that missed its beats (ClickSpool's quietMs). */
  static quietMs(opts: ReplicaOptions): number {
    return 2 * (opts.beatMs ?? 5_000);
  }

  /** At start, before the spool opens: says it is alive, then claims what replicas gone left. */
  async claim(): Promise<void> {
    await mkdir(this.ownDir, { recursive: true });
    await this.touch();
    await this.claimOrphans();
  }

  private logClaimed(folders: string[]): void {
    if (folders.length > 0) this.log.warn({ folders }, 'took over the click spool of replicas gone');
  }

  /**
   * Beats, and adopts now and then; the spool's writer replays what comes in. A beat never waits for
   * an adoption or a spool write under way: a late beat would make this replica look gone.
   */
  run(): void {
    const failed = (err: unknown) => this.log.warn({ err }, 'spool replica upkeep failed');
    const every = (ms: number, fn: () => void) => {
      const t = setInterval(fn, ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.beatMs, () => {
      this.touch().catch(failed);
      this.spool.checkOwnership().catch(failed);
    });
    every(this.adoptEveryMs, () => {
      this.running = this.running.then(() => this.adopt()).catch(failed);
    });
  }

  async adopt(): Promise<number> {
    await this.claimOrphans();
    const clicks = await this.spool.adopt();
    if (clicks > 0) this.log.warn({ clicks }, 'clicks adopted from replicas gone will be written');
    return clicks;
  }

  /** Stops beating. Without anything spooled, the folder goes too; otherwise it is left to be adopted. */
  async stop(empty: boolean): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.running;
    if (!empty) return;
    await unlink(join(this.ownDir, ALIVE)).catch(() => {});
    await rmdir(join(this.ownDir, ADOPTED)).catch(() => {});
    await rmdir(this.ownDir).catch(() => {});
  }

  /** Marks the folder alive; a folder taken meanwhile (this replica stalled) is made again. */
  private async touch(): Promise<void> {
    const alive = join(this.ownDir, ALIVE);
    try {
      await writeFile(alive, `${Date.now()}\n`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await mkdir(this.ownDir, { recursive: true });
      await writeFile(alive, `${Date.now()}\n`);
    }
  }

  /** Renames folders of replicas gone (and files of the old single layout) under ours; returns their names. */
  private async claimOrphans(): Promise<string[]> {
    const { root } = this.opts;
    const own = basename(this.ownDir);
    const staleMs = STALE_BEATS * this.beatMs;
    const claimed: string[] = [];
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (entry.name === own || entry.name.startsWith('.')) continue;
      const path = join(root, entry.name);
      const suffix = randomBytes(4).toString('hex');
      const into = join(
        this.ownDir,
        ADOPTED,
        entry.isDirectory() ? `${entry.name}-${suffix}` : `${LEGACY_PREFIX}${suffix}`,
      );
      if (entry.isDirectory()) {
        const seen = (await stat(join(path, ALIVE)).catch(() => null)) ?? (await stat(path).catch(() => null));
        if (!seen || Date.now() - seen.mtimeMs <= staleMs) continue;
        await mkdir(dirname(into), { recursive: true });
      } else if (/\.(open|clicks)$/.test(entry.name)) {
        await mkdir(into, { recursive: true });
      } else continue;
      try {
        await rename(path, entry.isDirectory() ? into : join(into, entry.name));
        claimed.push(entry.name);
        this.logClaimed([entry.name]);
      } catch (err) {
        // Another replica adopted it first.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    return claimed;
  }
}
