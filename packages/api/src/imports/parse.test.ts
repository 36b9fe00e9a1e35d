import { describe, expect, it } from 'vitest';
import { parseImport } from './parse';

describe('parseImport', () => {
  it('reads our own columns in any order, quoted cells and a BOM', () => {
    const out = parseImport(
      '\uFEFFtitle,URL,slug\r\n"Hello, world",https://example.com/a,hello\r\n,https://example.com/b,\r\n',
    );
    expect(out.format).toBe('csv');
    expect(out.rows).toMatchObject([
      { line: 2, url: 'https://example.com/a', slug: 'hello', title: 'Hello, world', key: 'csv:slug:hello' },
      { line: 3, url: 'https://example.com/b', slug: null, title: null },
    ]);
  });

  it('reads a file without a header as url, slug, title', () => {
    expect(parseImport('https://example.com/a,s1,T\nhttps://example.com/b\n').rows).toMatchObject([
      { line: 1, url: 'https://example.com/a', slug: 's1', title: 'T' },
      { line: 2, url: 'https://example.com/b', slug: null, title: null },
    ]);
  });

  it('recognises a Bitly export and takes the slug from the short link', () => {
    const out = parseImport(
      'id,link,long_url,title,created_at,tags\nbit.ly/3xYz,https://bit.ly/3xYz,https://example.com/a,A,2024-01-01,\n',
    );
    expect(out.format).toBe('bitly');
    expect(out.rows[0]).toMatchObject({
      line: 2,
      url: 'https://example.com/a',
      slug: '3xYz',
      title: 'A',
      domain: 'bit.ly',
      key: 'bitly:bit.ly/3xYz',
    });
  });

  it('recognises Shlink and Kutt exports', () => {
    const shlink = parseImport(
      'createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\n2024-01-01,s.test,abc,https://s.test/abc,https://example.com/s,S,,3\n',
    );
    expect(shlink.format).toBe('shlink');
    expect(shlink.rows[0]).toMatchObject({ line: 2, url: 'https://example.com/s', slug: 'abc', title: 'S' });
    const kutt = parseImport(
      'address,target,description,link,visit_count\nkk1,https://example.com/k,K,https://kutt.it/kk1,0\n',
    );
    expect(kutt.format).toBe('kutt');
    expect(kutt.rows[0]).toMatchObject({ line: 2, url: 'https://example.com/k', slug: 'kk1', title: 'K' });
  });

  it('recognises the JSON answers of Bitly, Shlink and Kutt by where their list is', () => {
    const bitly = parseImport(
      JSON.stringify({ links: [{ id: 'bit.ly/x', link: 'https://bit.ly/x', long_url: 'https://example.com/x' }] }),
    );
    expect(bitly).toMatchObject({ format: 'bitly', rows: [{ line: 1, slug: 'x', key: 'bitly:bit.ly/x' }] });
    const shlink = parseImport(
      JSON.stringify({ shortUrls: { data: [{ shortCode: 'y', longUrl: 'https://example.com/y', domain: null }] } }),
    );
    expect(shlink).toMatchObject({ format: 'shlink', rows: [{ slug: 'y', domain: null }] });
    const kutt = parseImport(JSON.stringify({ data: [{ id: 'u1', address: 'z', target: 'https://example.com/z' }] }));
    expect(kutt).toMatchObject({ format: 'kutt', rows: [{ slug: 'z', key: 'kutt:u1' }] });
    expect(() => parseImport('{"links": "no"}')).toThrow('invalid_csv');
    expect(() => parseImport('{"data": []}')).toThrow('invalid_csv');
    expect(() => parseImport('{broken')).toThrow('invalid_csv');
  });

  it('keys rows without a slug by target, title and how many such rows came before', () => {
    const rows = parseImport('url,title\nhttps://example.com/a,A\nhttps://example.com/a,A\n').rows;
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
    expect(parseImport('url,title\nhttps://example.com/a,A\n').rows[0]!.key).toBe(rows[0]!.key);
  });

  it('refuses a header naming no target column, an empty file and broken quoting', () => {
    expect(() => parseImport('name,email\na,b\n')).toThrow('invalid_csv');
    expect(() => parseImport('')).toThrow('invalid_csv');
    expect(() => parseImport('url\n"https://example.com/a\n')).toThrow('invalid_csv');
  });

  it('takes 100,000 rows and refuses one more', () => {
    const file = (n: number) => ['url', ...Array.from({ length: n }, (_, i) => `https://example.com/${i}`)].join('\n');
    expect(parseImport(file(100_000)).rows).toHaveLength(100_000);
    expect(() => parseImport(file(100_001))).toThrow('payload_too_large');
  });

  it('cuts a title to 200 characters', () => {
    expect(parseImport(`url,title\nhttps://example.com/a,${'t'.repeat(300)}\n`).rows[0]!.title).toHaveLength(200);
  });
});
