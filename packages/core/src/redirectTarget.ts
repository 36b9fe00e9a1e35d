/** Paths a sign-in never returns to: they would show the sign-in screens again. */
const SIGN_IN_PATHS = new Set(['/login', '/register']);

/** Control characters (tab, CR, LF, ...) and the backslash: URL parsers drop or reinterpret them. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/** Decodes percent-escapes until stable (a few rounds at most), so %252f is seen as '/'. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Where a browser may be sent after signing in (the `redirect` parameter of /login, /register and
 * every other page that takes one): a path on `origin`, returned as `/path?query#hash`, or null.
 *
 * Accepted: an absolute path (`/links?x=1`) or an absolute http(s) URL on `origin` itself (reduced to
 * its path). Refused: other origins, scheme-relative forms in any disguise (`//host`, `/\host`,
 * `/.//host`, `/%2f%2fhost`), backslashes and control characters anywhere (browsers read `\` as `/`
 * and drop tabs and newlines), userinfo, other schemes (`javascript:`, `data:`), and the sign-in pages.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 2000 || UNSAFE_CHARS.test(raw)) return null;
  const decodedRaw = fullyDecoded(raw);
  if (decodedRaw === null || UNSAFE_CHARS.test(decodedRaw)) return null;
  const absolute = /^https?:\/\//i.test(raw);
  if (!absolute && !(raw.startsWith('/') && !raw.startsWith('//'))) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  // Dot segments are resolved by the parser: '/.//evil.test' becomes the path '//evil.test'.
  const pathname = fullyDecoded(url.pathname);
  if (pathname === null || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (SIGN_IN_PATHS.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Belt and braces: the result, followed from any page of this origin, stays on it.
  return new URL(path, base.origin).origin === base.origin ? path : null;
}
