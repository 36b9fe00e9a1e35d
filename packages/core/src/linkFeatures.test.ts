import { describe, expect, it } from 'vitest';
import {
  expiresAtDate,
  normaliseTags,
  paletteColor,
  TAG_PALETTE,
  tagKey,
  ZLinkSettings,
  ZSplitTargets,
  ZTags,
} from './linkFeatures';

describe('tags', () => {
  it('are trimmed, case-insensitive, first spelling kept, empties dropped', () => {
    expect(normaliseTags([' Launch ', 'launch', 'Q4', '', 'LAUNCH'])).toEqual(['Launch', 'Q4']);
    expect(tagKey(' Mixed Case ')).toBe('mixed case');
  });
  it('allow 10 of 1-32 characters, no commas, control or direction-changing characters', () => {
    expect(ZTags.safeParse(Array.from({ length: 10 }, (_, i) => `t${i}`)).success).toBe(true);
    expect(ZTags.safeParse(Array.from({ length: 11 }, (_, i) => `t${i}`)).success).toBe(false);
    expect(ZTags.safeParse(['x'.repeat(32)]).success).toBe(true);
    expect(ZTags.safeParse(['x'.repeat(33)]).success).toBe(false);
    for (const bad of ['', '  ', 'a,b', 'a\nb', 'a\u0085b', 'abc\u202egpj.exe', 'a\u2066b'])
      expect(ZTags.safeParse([bad]).success).toBe(false);
    expect(ZTags.safeParse(['Café ünïcode 日本']).success).toBe(true);
  });
  it('get palette colours in turn', () => {
    expect(paletteColor(0)).toBe(TAG_PALETTE[0]);
    expect(paletteColor(TAG_PALETTE.length + 1)).toBe(TAG_PALETTE[1]);
  });
});

describe('A/B targets', () => {
  const t = (...weights: number[]) => weights.map((weight, i) => ({ url: `https://example.com/${i}`, weight }));
  it('are 2-5 with integer weights adding up to 100', () => {
    expect(ZSplitTargets.safeParse(t(50, 50)).success).toBe(true);
    expect(ZSplitTargets.safeParse(t(20, 20, 20, 20, 20)).success).toBe(true);
    expect(ZSplitTargets.safeParse(t(100)).success).toBe(false);
    expect(ZSplitTargets.safeParse(t(10, 10, 10, 10, 10, 50)).success).toBe(false);
    expect(ZSplitTargets.safeParse(t(50, 49)).success).toBe(false);
    expect(ZSplitTargets.safeParse(t(50.5, 49.5)).success).toBe(false);
    expect(ZSplitTargets.safeParse(t(0, 100)).success).toBe(false);
  });
});

describe('expiry', () => {
  it('takes epoch seconds or an ISO date-time with offset', () => {
    expect(expiresAtDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(expiresAtDate('2030-01-01T01:00:00+01:00').toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(ZLinkSettings.safeParse({ expires_at: '2030-01-01' }).success).toBe(false);
    expect(ZLinkSettings.safeParse({ expires_at: 1.5 }).success).toBe(false);
    expect(ZLinkSettings.safeParse({ expires_at: null, password: null, targets: null }).success).toBe(true);
  });
});
