import { describe, expect, it } from 'vitest';
import { limitedAddress } from './rateLimit';

describe('limitedAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    // A dual-stack socket's view of an IPv4 client counts as that IPv4 address.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, expected) => {
    expect(limitedAddress(ip)).toBe(expected);
  });
});
