import { describe, expect, it } from 'vitest';
import { expiryNote, withHttps } from './links';

describe('guest expiry note', () => {
  const now = Date.UTC(2026, 0, 1);
  const inSeconds = (ms: number) => Math.floor((now + ms) / 1000);

  it.each([
    [7 * 86_400_000 - 5_000, 'Expires in 7 days'],
    [6.6 * 86_400_000, 'Expires in 7 days'],
    [6.4 * 86_400_000, 'Expires in 6 days'],
    [86_400_000, 'Expires in 1 day'],
    [23.8 * 3_600_000, 'Expires in 1 day'],
    [5.2 * 3_600_000, 'Expires in 5 hours'],
    [70 * 60_000, 'Expires in 1 hour'],
    [59.7 * 60_000, 'Expires in 1 hour'],
    [10 * 60_000, 'Expires in 10 minutes'],
    [2 * 60_000, 'Expires in 2 minutes'],
    [61_000, 'Expires in 1 minute'],
    [30_000, 'Expires in less than a minute'],
    [-1000, 'Expired'],
  ])('%d ms left reads %s', (ms, text) => {
    expect(expiryNote(inSeconds(ms), now)).toBe(text);
  });
});

describe('withHttps', () => {
  it.each([
    ['example.com/foo', 'https://example.com/foo'],
    ['  example.com  ', 'https://example.com'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['//example.com/x', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['', ''],
  ])('%s -> %s', (typed, sent) => {
    expect(withHttps(typed)).toBe(sent);
  });
});
