import type { RawClick } from './click';
import type { AgentInfo } from './userAgent';

/**
 * Clicks as the redirect thread hands them to the writer thread: columns instead of one object per
 * click. Copying an object to another thread writes every property name with it; here numbers go as
 * typed arrays (one copy each), the strings a batch repeats (owner, target, language, country,
 * referer) and the user agents once each, with an index per click; what is new with every click (the
 * address, the click ids) as a plain list.
 */
export interface PackedClicks {
  count: number;
  ts: Float64Array<ArrayBuffer>;
  linkId: Float64Array<ArrayBuffer>;
  /** Per click, REFS indexes into `strings` (-1: null), in the order of REF_FIELDS. */
  refs: Int32Array<ArrayBuffer>;
  agent: Uint32Array<ArrayBuffer>;
  qr: Uint8Array<ArrayBuffer>;
  ips: string[];
  clickIds: (string | null)[];
  externalClickIds: (string | null)[];
  strings: string[];
  agents: AgentInfo[];
}

const REF_FIELDS = ['ownerId', 'lang', 'target', 'country', 'referer'] as const;
const REFS = REF_FIELDS.length;

export class ClickColumns {
  private capacity = 0;
  private count = 0;
  private ts = new Float64Array(0);
  private linkId = new Float64Array(0);
  private refs = new Int32Array(0);
  private agent = new Uint32Array(0);
  private qr = new Uint8Array(0);
  private ips: string[] = [];
  private clickIds: (string | null)[] = [];
  private externalClickIds: (string | null)[] = [];
  private strings: string[] = [];
  private stringIndex = new Map<string, number>();
  private agents: AgentInfo[] = [];
  private agentIndex = new Map<AgentInfo, number>();

  get length(): number {
    return this.count;
  }

  add(c: RawClick): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.ts[i] = c.ts;
    this.linkId[i] = c.linkId;
    const r = i * REFS;
    this.refs[r] = this.ref(c.ownerId);
    this.refs[r + 1] = this.ref(c.lang);
    this.refs[r + 2] = this.ref(c.target);
    this.refs[r + 3] = this.ref(c.country);
    this.refs[r + 4] = this.ref(c.referer);
    let a = this.agentIndex.get(c.agent);
    if (a === undefined) {
      a = this.agents.length;
      this.agents.push(c.agent);
      this.agentIndex.set(c.agent, a);
    }
    this.agent[i] = a;
    this.qr[i] = c.source === 'qr' ? 1 : 0;
    this.ips.push(c.ip);
    this.clickIds.push(c.clickId);
    this.externalClickIds.push(c.externalClickId);
  }

  /** What was added since the last take, ready to post (its typed arrays may be transferred); the columns start empty again. */
  take(): PackedClicks {
    const n = this.count;
    const packed: PackedClicks = {
      count: n,
      ts: this.ts.slice(0, n),
      linkId: this.linkId.slice(0, n),
      refs: this.refs.slice(0, n * REFS),
      agent: this.agent.slice(0, n),
      qr: this.qr.slice(0, n),
      ips: this.ips,
      clickIds: this.clickIds,
      externalClickIds: this.externalClickIds,
      strings: this.strings,
      agents: this.agents,
    };
    this.count = 0;
    this.ips = [];
    this.clickIds = [];
    this.externalClickIds = [];
    this.strings = [];
    this.stringIndex.clear();
    this.agents = [];
    this.agentIndex.clear();
    return packed;
  }

  private ref(s: string | null): number {
    if (s === null) return -1;
    let i = this.stringIndex.get(s);
    if (i === undefined) {
      i = this.strings.length;
      this.strings.push(s);
      this.stringIndex.set(s, i);
    }
    return i;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(a: T, size: number): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.ts = grown(this.ts, capacity);
    this.linkId = grown(this.linkId, capacity);
    this.refs = grown(this.refs, capacity * REFS);
    this.agent = grown(this.agent, capacity);
    this.qr = grown(this.qr, capacity);
    this.capacity = capacity;
  }
}

/** The clicks of a hand-over, as the writer's recorder takes them. */
export function unpackClicks(p: PackedClicks): RawClick[] {
  const out = new Array<RawClick>(p.count);
  const str = (i: number) => (i < 0 ? null : p.strings[i]!);
  for (let i = 0; i < p.count; i++) {
    const r = i * REFS;
    out[i] = {
      ts: p.ts[i]!,
      linkId: p.linkId[i]!,
      ownerId: p.strings[p.refs[r]!]!,
      ip: p.ips[i]!,
      agent: p.agents[p.agent[i]!]!,
      lang: str(p.refs[r + 1]!),
      referer: str(p.refs[r + 4]!),
      target: p.strings[p.refs[r + 2]!]!,
      country: str(p.refs[r + 3]!),
      clickId: p.clickIds[i]!,
      externalClickId: p.externalClickIds[i]!,
      source: p.qr[i] ? 'qr' : null,
    };
  }
  return out;
}
