import { hash } from 'node:crypto';

/**
 * HyperLogLog sketches of unique visitors (daily IP hashes), precision 14: 16,384 registers, a
 * standard error of 1.04 / sqrt(16384) = 0.81 %. Sketches merge by taking each register's maximum, so
 * the visitors of several days, links or replicas are their union, never counted twice.
 *
 * Stored as bytea in one of two forms (the database function kurz_hll_add keeps them):
 * - sparse: (register uint16 big-endian, value uint8) entries, 3 bytes each, repeats allowed (the
 *   largest wins); its length is a multiple of 3, never 16,384;
 * - dense: 16,384 bytes, one per register.
 * The hash is md5 of the IP hash, the same in the writer and in SQL (rebuilds, the migration).
 */
export const HLL_PRECISION = 14;
export const HLL_REGISTERS = 1 << HLL_PRECISION;
/** One standard error of an estimate, relative. */
export const HLL_STANDARD_ERROR = 1.04 / Math.sqrt(HLL_REGISTERS);
const Q = 64 - HLL_PRECISION;

/** The value of the hex digit at i (lower case). */
function nibble(hex: string, i: number): number {
  const c = hex.charCodeAt(i);
  return c <= 57 ? c - 48 : c - 87;
}

/** The register and its value (position of the first 1 bit in the other 50 bits, 1-based; 51 if none). */
export function hllEntry(value: string): { register: number; rank: number } {
  // Hex, not a Buffer: a string is far cheaper to allocate and collect than a Buffer, once a click.
  const hex = hash('md5', value, 'hex');
  const third = nibble(hex, 3);
  const register = (nibble(hex, 0) << 10) | (nibble(hex, 1) << 6) | (nibble(hex, 2) << 2) | (third >> 2);
  // The 50 bits after the register's 14: 2 from the fourth nibble, then 48 from the next twelve.
  if (third & 0b10) return { register, rank: 1 };
  if (third & 0b01) return { register, rank: 2 };
  let rank = 3;
  for (let i = 4; i < 16; i++) {
    const n = nibble(hex, i);
    if (n !== 0) return { register, rank: rank + Math.clz32(n) - 28 };
    rank += 4;
  }
  return { register, rank: Q + 1 };
}

/** A set of register updates (largest value per register), as the sparse stored form. */
export class HllDelta {
  constructor(public regs = new Map<number, number>()) {}

  add(value: string): void {
    this.addEntry(hllEntry(value));
  }

  addEntry({ register, rank }: { register: number; rank: number }): void {
    if ((this.regs.get(register) ?? 0) < rank) this.regs.set(register, rank);
  }

  get size(): number {
    return this.regs.size;
  }

  /** The stored form in hex, built as a string (a Buffer per sketch and batch costs more to allocate and collect). */
  toHex(): string {
    let hex = '';
    for (const [register, rank] of this.regs) hex += ((register << 8) | rank).toString(16).padStart(6, '0');
    return hex;
  }

  toBytes(): Buffer {
    const out = Buffer.alloc(this.regs.size * 3);
    let i = 0;
    for (const [register, rank] of this.regs) {
      out.writeUInt16BE(register, i);
      out[i + 2] = rank;
      i += 3;
    }
    return out;
  }
}

/** Dense registers, the union of any number of stored sketches (either form). */
export function hllUnion(sketches: Iterable<Uint8Array>): Uint8Array {
  const regs = new Uint8Array(HLL_REGISTERS);
  for (const s of sketches) {
    if (s.length === HLL_REGISTERS) {
      for (let i = 0; i < HLL_REGISTERS; i++) if (s[i]! > regs[i]!) regs[i] = s[i]!;
    } else {
      for (let i = 0; i + 2 < s.length; i += 3) {
        const register = (s[i]! << 8) | s[i + 1]!;
        if (s[i + 2]! > regs[register]!) regs[register] = s[i + 2]!;
      }
    }
  }
  return regs;
}

/**
 * The estimate of distinct values in dense registers: Ertl's improved estimator ("New cardinality
 * estimation algorithms for HyperLogLog sketches", 2017), unbiased from 0 to far beyond 10^9 without
 * the empirical bias tables of HLL++. Below about 100 distinct values it is exact unless two of them
 * share a register (chance about n^2 / 32,768).
 */
export function hllEstimate(regs: Uint8Array): number {
  const m = HLL_REGISTERS;
  const counts = new Array<number>(Q + 2).fill(0);
  for (let i = 0; i < m; i++) counts[regs[i]!]!++;
  if (counts[0] === m) return 0;
  let z = m * tau(1 - counts[Q + 1]! / m);
  for (let k = Q; k >= 1; k--) z = 0.5 * (z + counts[k]!);
  z += m * sigma(counts[0]! / m);
  return Math.round((m * m) / (2 * Math.LN2) / z);
}

function sigma(x: number): number {
  if (x === 1) return Infinity;
  let y = 1;
  let z = x;
  for (;;) {
    x *= x;
    const before = z;
    z += x * y;
    y += y;
    if (z === before) return z;
  }
}

function tau(x: number): number {
  if (x === 0 || x === 1) return 0;
  let y = 1;
  let z = 1 - x;
  for (;;) {
    x = Math.sqrt(x);
    const before = z;
    y *= 0.5;
    z -= (1 - x) ** 2 * y;
    if (z === before) return z / 3;
  }
}

/**
 * The registers this process has written, per sketch (the newest `capacity` sketches): an entry that
 * does not raise its register there changes nothing in the database either, and is not sent. Once a
 * day has many visitors, few new ones raise a register, so a busy sketch gets a few entries a batch
 * instead of one per visitor. Filled only after a write commits; other replicas' registers are merged
 * by the database (each register's maximum), so a stale copy only costs entries sent in vain. The
 * one case where the database holds less than this copy, a guest's account sketch rebuilt without
 * the links it handed over (auth/guestLinks.ts), can leave that day's estimate slightly low.
 */
export class HllWrittenRegisters {
  private sketches = new Map<string, Uint8Array>();

  constructor(private capacity = 2_048) {}

  /** The entries of `entries` that would raise a register of `key`. */
  raising(key: string, entries: Map<number, number>): Map<number, number> {
    const regs = this.sketches.get(key);
    if (!regs) return entries;
    const out = new Map<number, number>();
    for (const [register, rank] of entries) if (rank > regs[register]!) out.set(register, rank);
    return out;
  }

  /** After the write committed. */
  written(key: string, entries: Map<number, number>): void {
    let regs = this.sketches.get(key);
    if (!regs) {
      if (this.sketches.size >= this.capacity) this.sketches.delete(this.sketches.keys().next().value!);
      this.sketches.set(key, (regs = new Uint8Array(HLL_REGISTERS)));
    }
    for (const [register, rank] of entries) if (rank > regs[register]!) regs[register] = rank;
  }
}
