import type { AgentInfo } from './userAgent';

export const MAX_REFERER = 1000;
export const MAX_EXTERNAL_CLICK_ID = 200;

/**
 * What the redirect path knows at once, cut to length; the rest (country when unknown, IP hash,
 * text made storable) is worked out when the batch is written, off the redirect path.
 */
export interface RawClick {
  ts: number;
  linkId: number;
  ownerId: string;
  ip: string;
  /** The user agent as the redirect classified it (the raw string is not kept). */
  agent: AgentInfo;
  lang: string | null;
  referer: string | null;
  target: string;
  /** Country when already known (a trusted CDN header, or looked up for the rules); else looked up later. */
  country: string | null;
  clickId: string | null;
  externalClickId: string | null;
  /** 'qr' for a scan of a printed code; absent or null for everything else. */
  source?: 'qr' | null;
}

export interface RecorderStats {
  recorded: number;
  written: number;
  dropped: number;
  failedFlushes: number;
  /** Waiting in memory. */
  buffered: number;
  /** Waiting in the spool on disk. */
  spooled: number;
  /** Answered but not yet in the database: buffered + spooled. */
  waiting: number;
  /** The last write failed: the database is not taking clicks. */
  failing: boolean;
}

/** Where the redirect path puts clicks: a ClickRecorder, or the handle of one on its own thread. */
export interface ClickSink {
  readonly stats: RecorderStats;
  record(click: RawClick): void;
  /** Resolves once every click recorded so far is written (or spooled or dropped). */
  flush(): Promise<void>;
  start(): void | Promise<void>;
  stop(): Promise<void>;
}
