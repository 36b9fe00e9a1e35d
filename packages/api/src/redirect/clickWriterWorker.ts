/**
 * The click writer thread: takes raw clicks from the redirect thread and writes them with a
 * ClickRecorder of its own (enrichment, grouping, COPY, rollups), away from the event loop that
 * answers redirects. Loaded by ThreadedClickRecorder.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { connect, connectPglitePort } from '@kurz/db';
import { pino } from 'pino';
import type { RecorderStats } from './click';
import { unpackClicks, type PackedClicks } from './clickColumns';
import { ClickRecorder, type RecorderOptions } from './clickRecorder';
import { createCountryLookup } from './geo';

/** What the writer does, whichever database it writes to. */
export interface WriterSettings {
  ipSalt: string;
  logLevel: string;
  options: RecorderOptions;
}

/**
 * PostgreSQL: the thread opens connections of its own. PGlite: a port to the database's thread
 * (DbHandle.openPort), given to this thread alone.
 */
export type WriterDatabase = { databaseUrl: string } | { pglite: MessagePort };
export type WriterThreadData = WriterSettings & WriterDatabase;

export type ToWriter = { clicks: PackedClicks } | { flush: number } | { stop: number };
/** `done` answers a flush or stop; every message carries the writer's figures. */
export type FromWriter = { stats: RecorderStats; done?: number };

const data = workerData as WriterThreadData;
const port = parentPort!;
const log = pino({ level: data.logLevel, base: { thread: 'click-writer' } });
const handle =
  'pglite' in data ? connectPglitePort(data.pglite) : await connect({ databaseUrl: data.databaseUrl, poolSize: 2 });
const recorder = new ClickRecorder(handle, createCountryLookup(), data.ipSalt, log, data.options);
await recorder.start();
const post = (done?: number) => port.postMessage({ stats: recorder.stats, done } satisfies FromWriter);
const report = setInterval(post, 1_000);

port.on('message', (msg: ToWriter) => void onMessage(msg));

async function onMessage(msg: ToWriter): Promise<void> {
  if ('clicks' in msg) {
    for (const click of unpackClicks(msg.clicks)) recorder.record(click);
  } else if ('flush' in msg) {
    await recorder.flush();
    post(msg.flush);
  } else {
    clearInterval(report);
    await recorder.stop();
    await handle.close();
    post(msg.stop);
    port.close();
  }
}
post();
