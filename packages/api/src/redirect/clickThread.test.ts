import { describe, expect, it, vi } from 'vitest';
import type { RawClick } from './click';
import { ThreadedClickRecorder, type WriterCode } from './clickThread';

const UNUSED: WriterCode = { module: 'unused', tsLoader: null, execArgv: [] };

const click: RawClick = {
  ts: 0,
  linkId: 1,
  ownerId: 'o',
  ip: '203.0.113.1',
  agent: { device: 'desktop', browser: null, os: null, isBot: false },
  lang: null,
  referer: null,
  target: 'https://example.com/',
  country: null,
  clickId: null,
  externalClickId: null,
};

describe('ThreadedClickRecorder without a writer thread', () => {
  it('keeps at most 200,000 clicks waiting and counts the rest as dropped', () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    // Never started: no thread takes the clicks, as when one keeps failing to start.
    const recorder = new ThreadedClickRecorder(
      { ipSalt: 's', logLevel: 'silent', options: { spoolDir: 'unused' } },
      { url: 'postgres://unused' },
      UNUSED,
      log,
    );
    for (let i = 0; i < 200_003; i++) recorder.record(click);
    expect(recorder.stats).toMatchObject({ recorded: 200_003, buffered: 200_000, dropped: 3 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('refuses a flush with no thread rather than hang', async () => {
    const recorder = new ThreadedClickRecorder(
      { ipSalt: 's', logLevel: 'silent', options: { spoolDir: 'unused' } },
      { url: 'postgres://unused' },
      UNUSED,
      {} as never,
    );
    await expect(recorder.flush()).rejects.toThrow('click writer thread is not running');
  });
});

describe('ThreadedClickRecorder whose thread cannot start', () => {
  it('refuses start, then fails a flush fast and counts clicks left at stop as dropped', async () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const recorder = new ThreadedClickRecorder(
      { ipSalt: 's', logLevel: 'silent', options: { spoolDir: 'unused' } },
      { url: 'postgres://unused' },
      { module: 'file:///nonexistent/clickWriterWorker.js', tsLoader: null, execArgv: [] },
      log,
    );
    await expect(recorder.start()).rejects.toThrow();
    recorder.record(click);
    await expect(recorder.flush()).rejects.toThrow('click writer thread is not running');
    await recorder.stop();
    expect(recorder.stats).toMatchObject({ recorded: 1, dropped: 1, buffered: 0 });
  });
});
