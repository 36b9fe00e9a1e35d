/** Generators for the HTTP fuzz test: hostile bodies, queries and paths from a seeded random source. */
import { appRouter } from '@kurz/api';
import { PNG_1PX } from './links';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seeded>;

/** Every field name any tRPC procedure takes (walking the zod input schemas), so new calls are covered. */
export function inputKeys(): string[] {
  const keys = new Set<string>();
  const walk = (schema: unknown, depth: number): void => {
    const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
    if (!def || depth > 8) return;
    if (def.type === 'object') {
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(key);
        walk(inner, depth + 1);
      }
    }
    for (const inner of [def.innerType, def.in, def.out, def.element, def.left, def.right]) walk(inner, depth + 1);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option, depth + 1);
  };
  for (const procedure of Object.values(
    appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>,
  )) {
    for (const input of procedure._def.inputs) walk(input, 0);
  }
  return [...keys];
}

const STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  'undefined',
  'NaN',
  'https://example.com/x',
  'example.com',
  'javascript:alert(1)',
  'http://127.0.0.1/',
  'https://kurz.localhost/x',
  'user@example.com',
  'admin@example.com',
  'correct horse battery',
  '{ExternalClickId}',
  '{clickid}',
  'US',
  'de',
  'mobile',
  '00:00',
  '25:99',
  '10.0.0.0/8',
  '::1/129',
  '2026-01-01',
  '9999-99-99',
  'USD',
  'XXXX',
  'hobby',
  'pro',
  'monthly',
  'verify_email',
  'reset_password',
  'kurz.localhost',
  'evil.example',
  '😀',
  '\u0000',
  '\ud800',
  'a\r\nb',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  'Ω≈ç√∫',
  '\u202e\u200b',
  'ＡＢＣ',
  'x'.repeat(65),
  'y'.repeat(300),
];

export function fuzzString(r: Random): string {
  const roll = r.next();
  if (roll < 0.75) return r.pick(STRINGS);
  if (roll < 0.85) return Array.from({ length: r.int(40) }, () => String.fromCharCode(r.int(0x3000))).join('');
  if (roll < 0.95) return r.pick(STRINGS).repeat(1 + r.int(50));
  return 'z'.repeat(10_000 + r.int(60_000));
}

export function fuzzValue(r: Random, keys: string[], depth = 0): unknown {
  const roll = r.next();
  if (roll < 0.4) return fuzzString(r);
  if (roll < 0.55) return r.pick([0, -1, 1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, 1e-308, 3600, 86_400_000]);
  if (roll < 0.62) return r.chance(0.5);
  if (roll < 0.7) return null;
  if (depth > 3) return fuzzString(r);
  if (roll < 0.82) return Array.from({ length: r.pick([0, 1, 2, 5, 60]) }, () => fuzzValue(r, keys, depth + 1));
  return fuzzObject(r, keys, depth + 1);
}

export function fuzzObject(r: Random, keys: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = r.int(6); i > 0; i--)
    out[r.chance(0.9) ? r.pick(keys) : fuzzString(r).slice(0, 50)] = fuzzValue(r, keys, depth);
  if (r.chance(0.05)) Object.defineProperty(out, '__proto__', { value: { admin: true }, enumerable: true });
  if (r.chance(0.05))
    Object.defineProperty(out, 'constructor', { value: { prototype: { admin: true } }, enumerable: true });
  return out;
}

/** A request body as raw bytes and the content type it claims. */
export interface FuzzBody {
  payload?: string | Buffer;
  contentType?: string;
}

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"x":1}}',
  '1e999999',
];

function multipart(r: Random): FuzzBody {
  const boundary = 'fuzzb' + r.int(1e6);
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const file = (body: Buffer | string, name = 'file') =>
    part(`Content-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png`, body);
  const typed = `multipart/form-data; boundary=${boundary}`;
  switch (r.int(10)) {
    case 0:
      return { contentType: 'multipart/form-data', payload: Buffer.concat([file(PNG_1PX), end]) };
    case 1:
      return { contentType: 'multipart/form-data; boundary=', payload: 'x' };
    case 2:
      return { contentType: typed, payload: Buffer.concat([file(PNG_1PX), end]) };
    case 3:
      return { contentType: typed, payload: file(PNG_1PX) }; // no closing boundary
    case 4:
      return {
        contentType: typed,
        payload: Buffer.concat([part('Content-Disposition: form-data; name="title"', 'x'), end]),
      };
    case 5:
      return { contentType: typed, payload: Buffer.concat([file('<svg onload=alert(1)>'), end]) };
    case 6:
      return { contentType: typed, payload: Buffer.concat([file(PNG_1PX), file(PNG_1PX, 'file2'), end]) };
    case 7:
      return { contentType: typed, payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\n` };
    case 8:
      return { contentType: `multipart/form-data; boundary="${'b'.repeat(200)}"`, payload: fuzzString(r) };
    default:
      return { contentType: typed, payload: '' };
  }
}

export function fuzzBody(r: Random, keys: string[]): FuzzBody {
  const roll = r.next();
  if (roll < 0.35) return { contentType: 'application/json', payload: JSON.stringify(fuzzObject(r, keys)) };
  if (roll < 0.45) return { contentType: 'application/json', payload: JSON.stringify(fuzzValue(r, keys)) ?? 'null' };
  if (roll < 0.55)
    return {
      contentType: r.pick(['application/json', 'application/json; charset=utf-8']),
      payload: r.pick(BROKEN_JSON),
    };
  if (roll < 0.6) return { contentType: 'application/json', payload: '' };
  if (roll < 0.65) return { contentType: 'application/json', payload: '['.repeat(5_000) + ']'.repeat(5_000) };
  if (roll < 0.68) return { contentType: 'application/json', payload: JSON.stringify({ x: 'h'.repeat(1_100_000) }) };
  if (roll < 0.78) return multipart(r);
  if (roll < 0.88) {
    const type = r.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=utf-16',
      'image/png',
      '*/*',
      ';;',
      'application/jsonx',
    ]);
    return { contentType: type, payload: r.chance(0.5) ? 'a=1&b=2' : JSON.stringify(fuzzObject(r, keys)) };
  }
  if (roll < 0.94) return { contentType: undefined, payload: JSON.stringify(fuzzObject(r, keys)) };
  return {};
}

/** encodeURIComponent refuses half a surrogate pair: it goes as U+FFFD (bodies carry the raw ones). */
const enc = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** A path parameter: often a real one (to reach deeper code), else something hostile. */
export function fuzzParam(r: Random, real: string[]): string {
  if (r.chance(0.4)) return enc(r.pick(real));
  return r.pick([
    enc(fuzzString(r).slice(0, 300)) || 'x',
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%F0%9F%98%80',
    '..%2F..%2Fadmin',
    '%00',
    'a%2Fb',
    'x'.repeat(6_000),
    'api',
    'healthz',
  ]);
}

export function fuzzQuery(r: Random, keys: string[], hosts: string[]): string {
  const params: string[] = [];
  if (r.chance(0.6)) params.push(`hostname=${enc(r.chance(0.7) ? r.pick(hosts) : fuzzString(r).slice(0, 300))}`);
  for (let i = r.int(5); i > 0; i--) {
    const key = r.chance(0.85) ? r.pick(keys) : fuzzString(r).slice(0, 30);
    const value = fuzzValue(r, keys);
    params.push(
      `${enc(key)}=${enc(typeof value === 'string' ? value.slice(0, 2_000) : (JSON.stringify(value) ?? ''))}`,
    );
  }
  if (r.chance(0.05)) params.push('%', 'a=%ZZ', '&&=&');
  return params.length ? `?${params.join('&')}` : '';
}
