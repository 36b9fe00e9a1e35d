import { describe, expect, it } from 'vitest';
import type { RawClick } from './click';
import { ClickColumns, unpackClicks } from './clickColumns';

const desktop = { device: 'desktop', browser: 'Chrome', os: 'Windows', isBot: false } as const;
const bot = { device: 'bot', browser: null, os: null, isBot: true } as const;

const clicks: RawClick[] = [
  {
    ts: 1_764_000_000_123,
    linkId: 7,
    ownerId: '0b7e4b0e-5a55-4a9e-9d2c-7f2a5b0e1c11',
    ip: '203.0.113.1',
    agent: desktop,
    lang: 'de',
    referer: 'https://news.example/',
    target: 'https://example.com/de',
    country: 'DE',
    clickId: 'abcdefghijklmnop',
    externalClickId: 'gclid-1',
    source: 'qr',
  },
  {
    ts: 1_764_000_000_456,
    linkId: 9_007_199_254_740_991,
    ownerId: '0b7e4b0e-5a55-4a9e-9d2c-7f2a5b0e1c11',
    ip: '2001:db8::1',
    agent: bot,
    lang: null,
    referer: null,
    target: 'https://example.com/de',
    country: null,
    clickId: null,
    externalClickId: null,
  },
];

describe('ClickColumns', () => {
  it('hands clicks over as columns that come back as the same clicks, through a copy to another thread', () => {
    const columns = new ClickColumns();
    for (let round = 0; round < 3; round++) {
      // More than one growth of the columns, and a second hand-over starting empty.
      const many = Array.from({ length: 2_500 }, (_, i) => ({ ...clicks[i % 2]!, ts: i, ip: `198.51.100.${i % 256}` }));
      for (const c of many) columns.add(c);
      expect(columns.length).toBe(2_500);
      const packed = structuredClone(columns.take());
      expect(columns.length).toBe(0);
      expect(packed.strings.length).toBeLessThan(10);
      expect(unpackClicks(packed)).toEqual(many.map((c) => ({ ...c, source: c.source ?? null })));
    }
  });
});
