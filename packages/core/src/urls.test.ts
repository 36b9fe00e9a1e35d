import { describe, expect, it } from 'vitest';
import { normaliseHttpUrl } from './urls';

describe('normaliseHttpUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['  https://example.com  ', 'https://example.com/'],
    ['HTTPS://EXAMPLE.com/Path', 'https://example.com/Path'],
    ['http://example.com:80/x', 'http://example.com/x'],
    // No scheme: https:// in front, as Bitly does.
    ['example.com/foo', 'https://example.com/foo'],
    ['example.com', 'https://example.com/'],
    ['example.com:8080/foo', 'https://example.com:8080/foo'],
    ['//example.com/foo', 'https://example.com/foo'],
    ['www.example.com?q=1', 'https://www.example.com/?q=1'],
    // What a browser makes of a Location header, stored as such.
    ['https:/evil.test', 'https://evil.test/'],
    ['https:\\\\evil.test\\x', 'https://evil.test/x'],
    ['https://exa\r\nmple.com/a\nb\tc', 'https://example.com/abc'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['https://bücher.example/straße', 'https://xn--bcher-kva.example/stra%C3%9Fe'],
    ['https://EXAMPLE.com./x', 'https://example.com./x'],
    ['http://[::1]:8080/', 'http://[::1]:8080/'],
    ['http://[2001:db8::7f00:1]/', 'http://[2001:db8::7f00:1]/'],
    ['203.0.113.7:8080/x', 'https://203.0.113.7:8080/x'],
    ['HTTP://203.0.113.7./', 'http://203.0.113.7/'],
    [`https://${'a'.repeat(63)}.example/`, `https://${'a'.repeat(63)}.example/`],
    // kurz's macros keep their braces wherever they are.
    ['https://example.com/{clickid}/x?c={clickid}', 'https://example.com/{clickid}/x?c={clickid}'],
    [
      'https://t.example/pb/{ExternalClickId}?id={ExternalClickId}',
      'https://t.example/pb/{ExternalClickId}?id={ExternalClickId}',
    ],
    ['https://example.com/{other}', 'https://example.com/%7Bother%7D'],
  ])('%j is stored as %j', (input, stored) => {
    expect(normaliseHttpUrl(input)).toBe(stored);
  });

  it.each([
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['ftp://example.com/x'],
    ['mailto:someone@example.com'],
    ['https://'],
    ['https://user:pass@example.com/'],
    ['https://user@example.com/'],
    ['http://exa mple.com/'],
    ['https://example.com:99999/'],
    ['https://[::1/'],
    // IPv4-compatible IPv6 (::/96): a disguised IPv4 address.
    ['https://[::127.0.0.1]/'],
    ['https://[::7f00:1]/'],
    ['http://[0:0:0:0:0:0:a00:1]/'],
    ['https://[::0.0.0.2]/'],
    ['https://kurzmacro0x7q.example/'],
    // Hosts no name server knows: empty labels, a label over 63 characters, over 253 in all.
    ['https://./'],
    ['../../etc/passwd'],
    ['https://a..b/'],
    ['https://.example.com/'],
    [`https://${'a'.repeat(64)}.example/`],
    [`https://${'abcdefghi.'.repeat(26)}example/`],
    // What the URL parser reads as IPv4 but nobody writes an address as: a typo or a disguise.
    ['1'],
    ['http://0'],
    ['https://0x7f.1/'],
    ['https://0177.0.0.1/'],
    ['https://2130706433/'],
    ['https://127.1/'],
    ['/relative/path'],
    ['///example.com/x'],
    ['hello'],
    ['localhost/x'],
    [`https://example.com/${'a'.repeat(2048)}`],
    [`https://example.com/${'é'.repeat(700)}`],
  ])('refuses %j', (input) => {
    expect(normaliseHttpUrl(input)).toBeNull();
  });
});
