import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiDeps, Logger } from '../context';
import { sendPasswordReset } from './accountMail';

/** Well over the SMTP transport's own timeouts (platform/smtp.ts), so a send ends before its lease. */
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;

/**
 * A password-reset request is only written down: whether the address has an account, the token and
 * the mail are the worker's business, so the request does the same work either way.
 */
export async function enqueuePasswordReset(db: Kysely<Database>, email: string): Promise<void> {
  await db.insertInto('mail_requests').values({ kind: 'password_reset', email }).execute();
}

/**
 * Takes the next due request (one replica gets it: its lease makes it due again should that one die),
 * sends it and deletes it. A failed send is retried after the lease, 5 times at most. One at a time,
 * so each lease covers one send: a batch leased at once could outlive its lease before its last send,
 * and another replica would send that one again. Returns how many were taken (0 or 1).
 */
export async function processMailRequests(deps: ApiDeps): Promise<number> {
  const request = await deps.db
    .updateTable('mail_requests')
    .set((eb) => ({
      due_at: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_requests')
        .select('id')
        .where('due_at', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!request) return 0;
  try {
    await sendPasswordReset(deps, request.email);
    await deps.db.deleteFrom('mail_requests').where('id', '=', request.id).execute();
  } catch (err) {
    const last = request.attempts >= MAX_ATTEMPTS;
    deps.log.error(
      { err, mailRequest: request.id, attempts: request.attempts },
      last ? 'mail request given up' : 'mail request failed; retrying',
    );
    if (last) await deps.db.deleteFrom('mail_requests').where('id', '=', request.id).execute();
  }
  return 1;
}

/**
 * Runs processMailRequests off the request path: woken by a new request, and every few seconds for
 * retries and requests another replica took in and did not finish. Runs never overlap.
 */
export class MailRequestWorker {
  private tail: Promise<void> = Promise.resolve();
  private queued = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private deps: () => ApiDeps,
    private log: Logger,
    /** false: only drain() sends (a test that looks at what the request itself wrote). */
    private automatic = true,
  ) {}

  start(): void {
    this.stopped = false;
    if (this.automatic) this.schedule(0);
  }

  /** A request was just queued: send it soon, after the answer has gone. */
  wake(): void {
    if (!this.automatic || this.stopped || this.queued) return;
    this.queued = true;
    setImmediate(() => void this.run());
  }

  /** Sends every due request, after any run under way; resolves when done. */
  drain(): Promise<void> {
    return this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.tail;
  }

  private run(): Promise<void> {
    const run = this.tail.then(async () => {
      this.queued = false;
      try {
        while ((await processMailRequests(this.deps())) > 0);
      } catch (err) {
        this.log.warn({ err }, 'sending queued mail failed');
      }
    });
    this.tail = run;
    return run;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.run().finally(() => this.schedule(POLL_MS)), delayMs);
    this.timer.unref();
  }
}
