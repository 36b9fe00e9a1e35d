import { sha256 } from '../platform';
import { describe, expect, it } from 'vitest';
import { bearerKeyOf, newApiKeySecret } from './secret';

describe('newApiKeySecret', () => {
  it('is kurz_ and 43 URL-safe characters, stored as its sha256, listed by its first 13 characters', () => {
    const { key, hash, prefix } = newApiKeySecret();
    expect(key).toMatch(/^kurz_[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(sha256(key));
    expect(hash).not.toContain(key.slice(5));
    expect(prefix).toBe(key.slice(0, 13));
  });

  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newApiKeySecret().key));
    expect(keys.size).toBe(1000);
  });
});

describe('bearerKeyOf', () => {
  const key = newApiKeySecret().key;
  it.each([
    [`Bearer ${key}`, key],
    [`bearer ${key}`, key],
    [`BEARER  ${key} `, key],
  ])('reads %j', (header, expected) => {
    expect(bearerKeyOf(header)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['Bearer'],
    ['Bearer '],
    [`Basic ${key}`],
    [key],
    [`Bearer ${key} extra`],
    [`Bearer ${key}x`],
    [`Bearer ${key.slice(0, -1)}`],
    [`Bearer ${key.replace('kurz_', 'KURZ_')}`],
    [`Bearer kurz_${'é'.repeat(43)}`],
    [`Bearer ${'x'.repeat(10_000)}`],
  ])('refuses %j', (header) => {
    expect(bearerKeyOf(header)).toBeNull();
  });
});
