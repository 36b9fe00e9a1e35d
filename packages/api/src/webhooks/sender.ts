import type { ApiDeps } from '../context';
import { claimDueDeliveries, releaseDeliveries, type ClaimedDelivery } from './claim';
import { attemptDelivery } from './delivery';

export interface SenderLimits {
  /** Deliveries attempted at once by one replica. */
  concurrency: number;
  /** Of those, at most this many to one endpoint: a slow receiver holds these slots, never the others. */
  perEndpoint: number;
  /** Deliveries of one account taken per claim (see claimDueDeliveries). */
  perOwner: number;
}

export const WEBHOOK_SENDER_LIMITS: SenderLimits = { concurrency: 32, perEndpoint: 4, perOwner: 8 };

/**
 * One replica's deliveries: a pool of attempts that starts the next as soon as one finishes (no round
 * waits for its slowest attempt), fed by fair claims (claimDueDeliveries). It keeps up to a second pool's
 * worth taken and waiting, and claims again as attempts finish (one claim at a time, each collecting
 * what the attempts finished meanwhile freed).
 */
export class WebhookSender {
  private waiting: ClaimedDelivery[] = [];
  private running = 0;
  /** Per endpoint: attempts under way. */
  private sending = new Map<string, number>();
  /** Per endpoint: attempts under way plus those waiting. */
  private held = new Map<string, number>();
  private claiming: Promise<void> | null = null;
  private stopped = false;
  /** The last claim found nothing due at all: a finished attempt does not claim again before the next poll. */
  private dry = false;
  private again = false;
  private drained: Array<() => void> = [];

  constructor(
    private deps: ApiDeps,
    private limits: SenderLimits = WEBHOOK_SENDER_LIMITS,
  ) {}

  /** Claims due deliveries while there is room and some come back; attempts go on after it returns. */
  fill(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // Asked while a claim is under way: one more claim after it (room freed meanwhile is not missed).
    if (this.claiming) this.again = true;
    this.claiming ??= this.claimWhileRoom().finally(() => (this.claiming = null));
    return this.claiming;
  }

  /** Stops claiming, gives back what waits, and waits for the attempts under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    // A failed claim was logged by whoever asked for it.
    await this.claiming?.catch(() => undefined);
    const waiting = this.waiting.splice(0);
    for (const job of waiting) this.count(this.held, job.endpoint_id, -1);
    await releaseDeliveries(
      this.deps.db,
      waiting.map((j) => j.id),
    );
    if (this.running > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
  }

  private room(): number {
    return 2 * this.limits.concurrency - this.running - this.waiting.length;
  }

  private async claimWhileRoom(): Promise<void> {
    while (!this.stopped && this.room() > 0) {
      this.again = false;
      const full = [...this.held].filter(([, n]) => n >= this.limits.perEndpoint).map(([id]) => id);
      const jobs = await claimDueDeliveries(this.deps.db, {
        limit: this.room(),
        perEndpoint: this.limits.perEndpoint,
        perOwner: this.limits.perOwner,
        skipEndpoints: full,
      });
      for (const job of jobs) this.count(this.held, job.endpoint_id, 1);
      this.waiting.push(...jobs);
      this.startWhatMay();
      // Nothing due but for endpoints at their cap: the next finished attempt frees one of those.
      this.dry = jobs.length === 0 && full.length === 0;
      if (jobs.length === 0 && !this.again) return;
    }
  }

  /** Starts waiting deliveries, oldest claimed first, skipping those whose endpoint is at its cap. */
  private startWhatMay(): void {
    for (let i = 0; i < this.waiting.length && this.running < this.limits.concurrency;) {
      const job = this.waiting[i]!;
      if ((this.sending.get(job.endpoint_id) ?? 0) >= this.limits.perEndpoint) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.start(job);
    }
  }

  private start(job: ClaimedDelivery): void {
    this.running++;
    this.count(this.sending, job.endpoint_id, 1);
    void attemptDelivery(this.deps, job).then((retryInMs) => {
      this.running--;
      this.count(this.sending, job.endpoint_id, -1);
      this.count(this.held, job.endpoint_id, -1);
      // A retry sooner than the next poll is claimed when it comes due.
      if (retryInMs !== undefined && !this.stopped) setTimeout(() => this.refill(), retryInMs + 20).unref();
      this.startWhatMay();
      if (!this.dry) this.refill();
      if (this.running === 0) for (const resolve of this.drained.splice(0)) resolve();
    });
  }

  private refill(): void {
    this.fill().catch((err: unknown) => this.deps.log.error({ err }, 'claiming webhook deliveries failed'));
  }

  private count(map: Map<string, number>, key: string, by: number): void {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  }
}
