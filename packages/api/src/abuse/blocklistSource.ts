import { readFile } from 'node:fs/promises';
import type { Logger } from '../platform';
import { HostBlocklist, parseBlocklist } from './blocklist';

export interface BlocklistSettings {
  /** BLOCKLIST_FILE: a local file, one host a line. */
  file: string | null;
  /** BLOCKLIST_URL: the same format over http(s). */
  url: string | null;
  /** How often both are read again (an hour; tests shorten it). */
  refreshMs: number;
}

/** A list larger than this is refused (the previous one stays): a few million hosts is already generous. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

/**
 * The blocklist's sources, read at start and then every refreshMs. Each source keeps its last good
 * contents: a file that went missing or a URL that failed or timed out leaves the list as it was, and
 * is logged. The list in use is the union of both.
 */
export class BlocklistSource {
  readonly list = new HostBlocklist();
  private fromFile: ReadonlySet<string> = new Set();
  private fromUrl: ReadonlySet<string> = new Set();

  constructor(
    private settings: BlocklistSettings,
    private log: Logger,
  ) {}

  get configured(): boolean {
    return !!(this.settings.file || this.settings.url);
  }

  async refresh(): Promise<void> {
    const [file, url] = await Promise.all([
      this.settings.file ? this.read('file', this.settings.file, () => readFile(this.settings.file!, 'utf8')) : null,
      this.settings.url ? this.read('url', this.settings.url, () => fetchList(this.settings.url!)) : null,
    ]);
    if (file) this.fromFile = file;
    if (url) this.fromUrl = url;
    this.list.replace(
      this.fromUrl.size === 0
        ? this.fromFile
        : this.fromFile.size === 0
          ? this.fromUrl
          : new Set([...this.fromFile, ...this.fromUrl]),
    );
  }

  private async read(kind: string, from: string, load: () => Promise<string>): Promise<Set<string> | null> {
    try {
      return parseBlocklist(await load());
    } catch (err) {
      this.log.error({ err, source: kind, from }, 'reading the blocklist failed; the last good list stays in use');
      return null;
    }
  }
}

/**
 * A plain fetch, not the SSRF-safe client: the URL is the operator's own setting (often a host on the
 * operator's network), not something a user typed, so a private address is legitimate here. What is
 * bounded is time and size, so a slow or huge answer cannot stall or exhaust the process.
 */
async function fetchList(url: string): Promise<string> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { 'user-agent': 'kurz-blocklist/1' },
  });
  if (!res.ok || !res.body) throw new Error(`blocklist URL answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_LIST_BYTES) throw new Error(`blocklist larger than ${MAX_LIST_BYTES} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_LIST_BYTES) {
      await reader.cancel();
      throw new Error(`blocklist larger than ${MAX_LIST_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
