import { describe, expect, it } from 'vitest';
import { extrasOf, isSpent, routeByExtras, type ExtrasRow } from './linkExtras';

const none: ExtrasRow = {
  max_clicks: null,
  clicks_ever: 0,
  clicks_exhausted_at: null,
  expired_url: null,
  password_hash: null,
  targets: null,
  ios_url: null,
  android_url: null,
};

describe('extrasOf', () => {
  it('is null for a link without settings, so the common path checks nothing more', () => {
    expect(extrasOf(none)).toBeNull();
    expect(extrasOf({ ...none, targets: [] })).toBeNull();
  });
  it('keeps cumulative weights and the counter', () => {
    const x = extrasOf({
      ...none,
      max_clicks: 10,
      clicks_ever: '7',
      targets: [
        { url: 'a', weight: 30 },
        { url: 'b', weight: 70 },
      ],
    })!;
    expect(x.split).toMatchObject([
      { url: 'a', upTo: 30 },
      { url: 'b', upTo: 100 },
    ]);
    expect(x.clicks).toBe(7);
    expect(isSpent(x)).toBe(false);
    x.clicks += 3;
    expect(isSpent(x)).toBe(true);
    expect(isSpent(extrasOf({ ...none, max_clicks: 10, clicks_exhausted_at: new Date() })!)).toBe(true);
  });
});

describe('routeByExtras', () => {
  const x = extrasOf({
    ...none,
    ios_url: 'ios',
    android_url: 'android',
    targets: [
      { url: 'a', weight: 50 },
      { url: 'b', weight: 50 },
    ],
  })!;
  it('sends iOS and Android to their app links, without a cookie', () => {
    expect(routeByExtras(x, 1, 'iOS', undefined)).toEqual({ target: 'ios' });
    expect(routeByExtras(x, 1, 'Android', undefined)).toEqual({ target: 'android' });
  });
  const [keyA, keyB] = x.split!.map((t) => t.key);
  it('keeps a visitor on the variant in their cookie, and draws (and remembers) one otherwise', () => {
    expect(routeByExtras(x, 42, 'Windows', `a=1; kz_ab_42=${keyB}`)).toEqual({ target: 'b' });
    expect(routeByExtras(x, 42, 'Windows', `kz_ab_41=${keyB}; kz_ab_42=${keyA}`)).toEqual({ target: 'a' });
    const drawn = routeByExtras(x, 42, 'Windows', 'kz_ab_42=7');
    expect(['a', 'b']).toContain(drawn.target);
    expect(drawn.setCookie).toBe(
      `kz_ab_42=${drawn.target === 'a' ? keyA : keyB}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
    );
  });
  it('names a variant by its URL: removing or reordering the others keeps a visitor on theirs', () => {
    const edited = extrasOf({
      ...none,
      targets: [
        { url: 'c', weight: 50 },
        { url: 'b', weight: 50 },
      ],
    })!;
    expect(routeByExtras(edited, 42, 'Windows', `kz_ab_42=${keyB}`)).toEqual({ target: 'b' });
    // Theirs is gone: a new draw, remembered.
    expect(routeByExtras(edited, 42, 'Windows', `kz_ab_42=${keyA}`).setCookie).toMatch(/^kz_ab_42=/);
  });
  it('draws by weight', () => {
    const skewed = extrasOf({
      ...none,
      targets: [
        { url: 'a', weight: 90 },
        { url: 'b', weight: 10 },
      ],
    })!;
    let a = 0;
    for (let i = 0; i < 2000; i++) if (routeByExtras(skewed, 1, null, undefined).target === 'a') a++;
    expect(a / 2000).toBeGreaterThan(0.85);
    expect(a / 2000).toBeLessThan(0.95);
  });
  it('leaves a link without split or matching app link to its target', () => {
    expect(routeByExtras(extrasOf({ ...none, ios_url: 'ios' })!, 1, 'Android', undefined)).toEqual({});
  });
});
