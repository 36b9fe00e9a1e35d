import { describe, expect, it } from 'vitest';
import { summarise, type ClickRow } from './rollups';

const OWNER = '00000000-0000-4000-8000-000000000001';
const click = (linkId: number, ts = '2026-11-28T10:15:00.000Z'): ClickRow => ({
  link_id: linkId,
  owner_id: OWNER,
  ts,
  country: 'DE',
  device: 'desktop',
  browser: 'Chrome',
  os: 'Windows',
  lang: 'de',
  referer: null,
  target: 'https://example.com/',
  ip_hash: `visitor-${linkId}`,
  is_bot: false,
  click_id: null,
  external_click_id: null,
  source: null,
});
const countOf = (groups: unknown[][], linkId: number) => groups.find((g) => g[1] === linkId)?.at(-1);

describe('summarise', () => {
  it('groups clicks alike in every rolled-up dimension, whatever their visitor', () => {
    const { groups, people } = summarise([click(1), { ...click(1), ip_hash: 'another' }, click(2)]);
    expect(groups).toHaveLength(2);
    expect(countOf(groups, 1)).toBe(2);
    expect(people.get(1)).toBe(2);
  });

  it('tells apart groups whose values are numbered past 65,535 in a batch (the wide key)', () => {
    // Link ids numbered 0 to 69,999 in this batch: one character a value would make 65,536 equal to 0.
    const rows = Array.from({ length: 70_000 }, (_, i) => click(i + 1));
    const { groups } = summarise([...rows, click(1)]);
    expect(groups).toHaveLength(70_000);
    expect(countOf(groups, 1)).toBe(2);
    expect(countOf(groups, 65_537)).toBe(1);
  });
});
