import { describe, expect, it } from 'vitest';
import { HLL_REGISTERS, HLL_STANDARD_ERROR, HllDelta, hllEntry, hllEstimate, hllUnion } from './hll';

const sketchOf = (values: Iterable<string>) => {
  const d = new HllDelta();
  for (const v of values) d.add(v);
  return d.toBytes();
};
const range = (from: number, to: number, prefix = 'ip') =>
  Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`);

describe('HyperLogLog visitor sketches', () => {
  it('estimates 100,000 distinct visitors within three standard errors (2.4 %)', () => {
    const estimate = hllEstimate(hllUnion([sketchOf(range(0, 100_000))]));
    expect(Math.abs(estimate - 100_000) / 100_000).toBeLessThan(3 * HLL_STANDARD_ERROR);
  });

  it('counts a few visitors exactly and nobody as 0', () => {
    expect(hllEstimate(hllUnion([]))).toBe(0);
    expect(hllEstimate(hllUnion([sketchOf(['a'])]))).toBe(1);
    expect(hllEstimate(hllUnion([sketchOf(range(0, 20))]))).toBe(20);
  });

  it('counts a visitor seen twice, in one sketch or in two, once: the union of overlapping sketches', () => {
    const a = sketchOf(range(0, 30_000));
    const b = sketchOf(range(20_000, 50_000));
    const union = hllEstimate(hllUnion([a, b]));
    expect(Math.abs(union - 50_000) / 50_000).toBeLessThan(3 * HLL_STANDARD_ERROR);
    expect(hllEstimate(hllUnion([a, a]))).toBe(hllEstimate(hllUnion([a])));
  });

  it('reads the dense form as the sparse one', () => {
    const sparse = sketchOf(range(0, 3_000));
    const dense = hllUnion([sparse]);
    expect(dense.length).toBe(HLL_REGISTERS);
    expect(hllEstimate(hllUnion([dense]))).toBe(hllEstimate(dense));
    expect(hllEstimate(hllUnion([dense, sketchOf(range(3_000, 6_000))]))).toBe(
      hllEstimate(hllUnion([sketchOf(range(0, 6_000))])),
    );
  });

  it('stays within three standard errors from 1,000 to 200,000 visitors', () => {
    for (const n of [1_000, 10_000, 30_000, 200_000]) {
      const estimate = hllEstimate(hllUnion([sketchOf(range(0, n, `n${n}-`))]));
      expect(Math.abs(estimate - n) / n).toBeLessThan(3 * HLL_STANDARD_ERROR);
    }
  });

  it('puts a value in the register of its hash’s first 14 bits, with a rank from 1 to 51', () => {
    for (const v of range(0, 1_000)) {
      const { register, rank } = hllEntry(v);
      expect(register).toBeGreaterThanOrEqual(0);
      expect(register).toBeLessThan(HLL_REGISTERS);
      expect(rank).toBeGreaterThanOrEqual(1);
      expect(rank).toBeLessThanOrEqual(51);
    }
  });
});
