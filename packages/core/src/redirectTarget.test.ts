import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirectTarget';

const ORIGIN = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it.each([
    ['/links', '/links'],
    ['/links/kurz.localhost/abc/stats?from=1&to=2#top', '/links/kurz.localhost/abc/stats?from=1&to=2#top'],
    ['/billing?plan=pro', '/billing?plan=pro'],
    ['/', '/'],
    // An absolute URL on this origin is reduced to its path.
    ['http://localhost:3000/links?x=1', '/links?x=1'],
    ['HTTP://LOCALHOST:3000/reports', '/reports'],
    // Dot segments resolved, the result still a path here.
    ['/a/../links', '/links'],
    // An encoded character that is not a slash stays as it is.
    ['/links?q=a%20b', '/links?q=a%20b'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    // other origins
    'https://evil.test/',
    'http://localhost:3001/links',
    'https://localhost:3000/links',
    'http://localhost:3000.evil.test/',
    // scheme-relative, in every disguise
    '//evil.test/x',
    '///evil.test/x',
    '/.//evil.test/x',
    '/./../..//evil.test',
    'http://localhost:3000//evil.test/',
    'http://localhost:3000/.//evil.test/',
    '/\\evil.test',
    '\\\\evil.test',
    '/%2f%2fevil.test',
    '/%2F%2Fevil.test',
    '%2f%2fevil.test',
    '/%252f%252fevil.test',
    '/%5cevil.test',
    '/%5C%5Cevil.test',
    '/%09/evil.test',
    // backslashes, tabs, newlines, NUL anywhere
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '/links\\..\\..\\evil',
    '/\u0000/evil.test',
    ' //evil.test',
    // userinfo
    'http://localhost:3000@evil.test/',
    'http://user:pass@localhost:3000/links',
    'http://localhost:3000%40evil.test/',
    // other schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@evil.test',
    // not a path at all
    'evil.test',
    'links',
    '',
    undefined,
    null,
    // the sign-in pages themselves
    '/login',
    '/login?redirect=/links',
    '/register/',
    'http://localhost:3000/register?plan=pro',
    // malformed escapes
    '/%E0%A4%A',
    '/' + 'a'.repeat(2001),
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull();
  });

  it('takes the origin with or without a trailing path', () => {
    expect(safeRedirectPath('http://localhost:3000/links', 'http://localhost:3000/')).toBe('/links');
    expect(safeRedirectPath('https://app.example.com/links', 'https://app.example.com')).toBe('/links');
    expect(safeRedirectPath('http://localhost:3000/links', 'https://app.example.com')).toBeNull();
  });
});
