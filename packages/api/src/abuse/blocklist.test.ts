import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { HostBlocklist, parseBlocklist } from './blocklist';
import { BlocklistSource } from './blocklistSource';
import { parseShortUrl } from './service';

const listOf = (text: string) => {
  const list = new HostBlocklist();
  list.replace(parseBlocklist(text));
  return list;
};

describe('parseBlocklist', () => {
  it('takes one host a line, ignoring comments, blank lines, case and a trailing dot', () => {
    const hosts = parseBlocklist(
      '# phishing feed\n\nEvil.COM.\n  bad.example   # since May\r\n#commented.example\nhttps://Feed.example/path?x=1\n',
    );
    expect([...hosts].sort()).toEqual(['bad.example', 'evil.com', 'feed.example']);
  });
});

describe('HostBlocklist', () => {
  const list = listOf('evil.com\nsub.bad.example\n');

  it('blocks a listed host and every name under it', () => {
    expect(list.isBlocked('evil.com')).toBe(true);
    expect(list.isBlocked('a.evil.com')).toBe(true);
    expect(list.isBlocked('x.y.EVIL.com.')).toBe(true);
    expect(list.isBlocked('sub.bad.example')).toBe(true);
    expect(list.isBlocked('deep.sub.bad.example')).toBe(true);
  });

  it('does not block look-alikes or parents of a listed host', () => {
    expect(list.isBlocked('notevil.com')).toBe(false);
    expect(list.isBlocked('evil.com.example')).toBe(false);
    expect(list.isBlocked('com')).toBe(false);
    expect(list.isBlocked('bad.example')).toBe(false);
    expect(list.isBlocked('other.bad.example')).toBe(false);
  });

  it('blocks IP literals listed as such', () => {
    const ips = listOf('203.0.113.9\n2001:db8::1\n');
    expect(ips.isBlocked('203.0.113.9')).toBe(true);
    expect(ips.isBlocked('[2001:db8::1]')).toBe(true);
    expect(ips.isBlocked('203.0.113.10')).toBe(false);
  });

  it('blocks a listed IPv4 address reached as IPv4-mapped IPv6, and IPv6 however it is written', () => {
    const ips = listOf('203.0.113.9\n2001:DB8:0:0::1\n[::ffff:198.51.100.7]\n');
    // How a URL writes http://[::ffff:203.0.113.9]/.
    expect(ips.isBlocked(new URL('http://[::ffff:203.0.113.9]/').hostname)).toBe(true);
    expect(ips.isBlocked('[::ffff:203.0.113.9]')).toBe(true);
    expect(ips.isBlocked('[2001:db8:0000::1]')).toBe(true);
    expect(ips.isBlocked('198.51.100.7')).toBe(true);
    expect(ips.isBlocked('[::ffff:203.0.113.10]')).toBe(false);
  });

  it('an empty list blocks nothing', () => {
    expect(new HostBlocklist().isBlocked('evil.com')).toBe(false);
  });
});

describe('parseShortUrl', () => {
  it('reads host and slug with or without a scheme', () => {
    expect(parseShortUrl('https://Kurz.localhost/Abc123')).toEqual({ hostname: 'kurz.localhost', slug: 'Abc123' });
    expect(parseShortUrl('kurz.localhost/abc?x=1')).toEqual({ hostname: 'kurz.localhost', slug: 'abc' });
  });

  it('refuses what cannot be a short link', () => {
    expect(parseShortUrl('https://kurz.localhost/')).toBeNull();
    expect(parseShortUrl('https://kurz.localhost/a/b')).toBeNull();
    expect(parseShortUrl('javascript://kurz.localhost/abc')).toBeNull();
    expect(parseShortUrl('http://[bad')).toBeNull();
  });
});

describe('BlocklistSource', () => {
  it('keeps the last good list when its file goes missing, and logs it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kurz-blocklist-'));
    const file = join(dir, 'list.txt');
    await writeFile(file, 'evil.com\n');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const source = new BlocklistSource({ file, url: null, refreshMs: 1000 }, log);
    await source.refresh();
    expect(source.list.isBlocked('a.evil.com')).toBe(true);
    await rm(file);
    await source.refresh();
    expect(source.list.isBlocked('a.evil.com')).toBe(true);
    expect(log.error).toHaveBeenCalledOnce();
    await writeFile(file, 'other.example\n');
    await source.refresh();
    expect(source.list.isBlocked('a.evil.com')).toBe(false);
    expect(source.list.isBlocked('other.example')).toBe(true);
    await rm(dir, { recursive: true });
  });
});
