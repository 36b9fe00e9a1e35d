/** The redirect engine through the Host header: each rule kind, priority, default, cache invalidation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestClient, type TestServer } from '../testing/index';
import { GOOGLEBOT_UA, guest, HOST, IPAD_UA, IPHONE_UA, newLink, q, userOn, utcHHMM } from '../testing/links';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'pro', 'redirect'));
});
afterAll(() => server.close());

const DEFAULT = 'https://example.com/default';

async function linkWithRules(rules: unknown[]): Promise<string> {
  const slug = await newLink(client, DEFAULT);
  await setRules(slug, rules);
  return slug;
}

async function setRules(slug: string, rules: unknown[]) {
  const res = await client.put(`/api/links/rules/${q(slug)}`, { rules });
  expect(res.statusCode, res.body).toBe(200);
}

const location = async (slug: string, opts: Parameters<TestServer['visit']>[2] = {}) => {
  const res = await server.visit(HOST, `/${slug}`, opts);
  expect(res.statusCode).toBe(302);
  return res.headers.location;
};

describe('geo', () => {
  it('sends US and GB visitors to their targets and anyone else to the default', async () => {
    const slug = await linkWithRules([
      { target: 'https://example.com/us', when: { geo: ['us'] } },
      { target: 'https://example.com/gb', when: { geo: ['GB'] } },
    ]);
    expect(await location(slug, { ip: '8.8.8.8' })).toBe('https://example.com/us');
    expect(await location(slug, { ip: '81.2.69.142' })).toBe('https://example.com/gb');
    expect(await location(slug, { ip: '10.1.2.3' })).toBe(DEFAULT);
    expect(await location(slug, { ip: '127.0.0.1' })).toBe(DEFAULT);
  });

  it('sees a rule change at once after PUT (cached link invalidated)', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/us', when: { geo: ['US'] } }]);
    expect(await location(slug, { ip: '8.8.8.8' })).toBe('https://example.com/us');
    await setRules(slug, [{ target: 'https://example.com/us-v2', when: { geo: ['US'] } }]);
    expect(await location(slug, { ip: '8.8.8.8' })).toBe('https://example.com/us-v2');
    await setRules(slug, []);
    expect(await location(slug, { ip: '8.8.8.8' })).toBe(DEFAULT);
  });

  it('sees a default change at once after PUT', async () => {
    const slug = await newLink(client, DEFAULT);
    expect(await location(slug)).toBe(DEFAULT);
    await client.put(`/api/links/rules/${q(slug)}`, { default: 'https://example.com/moved', rules: [] });
    expect(await location(slug)).toBe('https://example.com/moved');
  });
});

describe('lang', () => {
  it('matches the primary subtags of Accept-Language', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/de', when: { lang: ['de'] } }]);
    expect(await location(slug, { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' } })).toBe(
      'https://example.com/de',
    );
    expect(await location(slug, { headers: { 'accept-language': 'fr-FR,en;q=0.5' } })).toBe(DEFAULT);
    expect(await location(slug, { headers: { 'accept-language': 'en,de;q=0' } })).toBe(DEFAULT);
    expect(await location(slug)).toBe(DEFAULT);
  });

  it('matches a lower-preference language too', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/en', when: { lang: ['EN'] } }]);
    expect(await location(slug, { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' } })).toBe(
      'https://example.com/en',
    );
  });
});

describe('device', () => {
  it('tells mobile, tablet, desktop and bot apart', async () => {
    const slug = await linkWithRules([
      { target: 'https://example.com/mobile', when: { device: ['mobile'] } },
      { target: 'https://example.com/tablet', when: { device: ['tablet'] } },
      { target: 'https://example.com/bot', when: { device: ['bot'] } },
      { target: 'https://example.com/desktop', when: { device: ['desktop'] } },
    ]);
    expect(await location(slug, { headers: { 'user-agent': IPHONE_UA } })).toBe('https://example.com/mobile');
    expect(await location(slug, { headers: { 'user-agent': IPAD_UA } })).toBe('https://example.com/tablet');
    expect(await location(slug, { headers: { 'user-agent': DESKTOP_UA } })).toBe('https://example.com/desktop');
    expect(await location(slug, { headers: { 'user-agent': GOOGLEBOT_UA } })).toBe('https://example.com/bot');
  });

  it('counts a request without a user agent as a bot', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/desktop', when: { device: ['desktop'] } }]);
    expect(await location(slug, { headers: { 'user-agent': '' } })).toBe(DEFAULT);
  });
});

describe('time window (UTC)', () => {
  it('matches a window around the current minute and not one that excludes it', async () => {
    const slug = await linkWithRules([
      { target: 'https://example.com/later', when: { time: { from: utcHHMM(5), to: utcHHMM(10) } } },
      { target: 'https://example.com/now', when: { time: { from: utcHHMM(-3), to: utcHHMM(3) } } },
    ]);
    expect(await location(slug)).toBe('https://example.com/now');
  });

  it('handles windows that wrap past midnight', async () => {
    // From 10 minutes ahead round the clock to 5 minutes ahead: contains now.
    const wrapping = await linkWithRules([
      { target: 'https://example.com/wrap', when: { time: { from: utcHHMM(10), to: utcHHMM(5) } } },
    ]);
    expect(await location(wrapping)).toBe('https://example.com/wrap');
    // From 3 minutes ahead round the clock to 3 minutes ago: everything but now.
    const excluding = await linkWithRules([
      { target: 'https://example.com/wrap', when: { time: { from: utcHHMM(3), to: utcHHMM(-3) } } },
    ]);
    expect(await location(excluding)).toBe(DEFAULT);
  });

  it('a window with only from or only to defaults the other end', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/all-day', when: { time: {} } }]);
    expect(await location(slug)).toBe('https://example.com/all-day');
    const rules = (await client.get(`/api/links/rules/${q(slug)}`)).json().rules;
    expect(rules[0].when.time).toEqual({ from: '00:00', to: '23:59' });
  });
});

describe('ip CIDR', () => {
  it('matches IPv4 ranges and single addresses', async () => {
    const slug = await linkWithRules([
      { target: 'https://example.com/office', when: { ip: ['10.0.0.0/8'] } },
      { target: 'https://example.com/single', when: { ip: ['192.168.1.20'] } },
    ]);
    expect(await location(slug, { ip: '10.1.2.3' })).toBe('https://example.com/office');
    expect(await location(slug, { ip: '11.1.2.3' })).toBe(DEFAULT);
    expect(await location(slug, { ip: '192.168.1.20' })).toBe('https://example.com/single');
    expect(await location(slug, { ip: '192.168.1.21' })).toBe(DEFAULT);
    // An IPv4-mapped IPv6 peer (dual-stack sockets) is the IPv4 address.
    expect(await location(slug, { ip: '::ffff:10.9.9.9' })).toBe('https://example.com/office');
  });

  it('matches IPv6 ranges, and never an IPv4 visitor against them', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/v6', when: { ip: ['2001:db8::/32'] } }]);
    expect(await location(slug, { ip: '2001:db8:1::42' })).toBe('https://example.com/v6');
    expect(await location(slug, { ip: '2001:db9::1' })).toBe(DEFAULT);
    expect(await location(slug, { ip: '10.1.2.3' })).toBe(DEFAULT);
  });
});

describe('priority and combination', () => {
  it('first matching rule in list order wins; all conditions of a rule must hold', async () => {
    const slug = await linkWithRules([
      { target: 'https://example.com/us-mobile', prio: 9, when: { geo: ['US'], device: ['mobile'] } },
      { target: 'https://example.com/us', prio: 1, when: { geo: ['US'] } },
      { target: 'https://example.com/mobile', when: { device: ['mobile'] } },
    ]);
    expect(await location(slug, { ip: '8.8.8.8', headers: { 'user-agent': IPHONE_UA } })).toBe(
      'https://example.com/us-mobile',
    );
    expect(await location(slug, { ip: '8.8.8.8' })).toBe('https://example.com/us');
    expect(await location(slug, { ip: '81.2.69.142', headers: { 'user-agent': IPHONE_UA } })).toBe(
      'https://example.com/mobile',
    );
    expect(await location(slug, { ip: '81.2.69.142' })).toBe(DEFAULT);
    // Reordering changes the winner at once.
    await setRules(slug, [
      { target: 'https://example.com/mobile', when: { device: ['mobile'] } },
      { target: 'https://example.com/us', when: { geo: ['US'] } },
    ]);
    expect(await location(slug, { ip: '8.8.8.8', headers: { 'user-agent': IPHONE_UA } })).toBe(
      'https://example.com/mobile',
    );
  });

  it('a rule with no conditions, confirmed by match_all, matches everyone', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/always', when: {}, match_all: true }]);
    expect(await location(slug, { ip: '81.2.69.142' })).toBe('https://example.com/always');
  });

  it('an empty condition stored before it was refused matches nobody, not everybody', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/mobile', when: { device: ['mobile'] } }]);
    const stored = [{ target: 'https://example.com/nobody', prio: 1, when: { device: [] } }];
    // Written past the API, before the link's first visit (so nothing is cached yet).
    await server.db
      .updateTable('links')
      .set({ rules: JSON.stringify(stored) })
      .where('slug', '=', slug)
      .execute();
    expect(await location(slug, { headers: { 'user-agent': IPHONE_UA } })).toBe(DEFAULT);
  });
});

describe('the short host', () => {
  it('answers HEAD with 302 and the target, without recording a click', async () => {
    const slug = await newLink(client, 'https://example.com/head');
    const res = await server.visit(HOST, `/${slug}`, { method: 'HEAD' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/head');
    await server.runtime.recorder.flush();
    const link = (await client.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug);
    expect(link.clicks_total).toBe(0);
  });

  it('answers an unknown slug with a 404 HTML page', async () => {
    const res = await server.visit(HOST, '/doesNotExist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/does not exist/);
    const nested = await server.visit(HOST, '/a/b');
    expect(nested.statusCode).toBe(404);
  });

  it('a link created after a 404 visit redirects at once (negative entry dropped)', async () => {
    const { client: hobby } = await userOn(server, 'hobby');
    expect((await server.visit(HOST, '/later-made')).statusCode).toBe(404);
    await newLink(hobby, 'https://example.com/later', 'later-made');
    expect(await location('later-made')).toBe('https://example.com/later');
  });

  it('redirects / to the dashboard', async () => {
    const res = await server.visit(HOST, '/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/');
  });

  it('refuses other methods with 405', async () => {
    const slug = await newLink(client);
    const res = await server.app.inject({ method: 'POST', url: `/${slug}`, headers: { host: HOST } });
    expect(res.statusCode).toBe(405);
  });

  it('the dashboard host never serves short links', async () => {
    const slug = await newLink(client, 'https://example.com/not-here');
    const res = await server.visit('localhost:3000', `/${slug}`);
    expect(res.statusCode).not.toBe(302);
    expect(res.headers.location).toBeUndefined();
    // The same slug does redirect on the short host.
    expect(await location(slug)).toBe('https://example.com/not-here');
  });

  it('matches the host case-insensitively and with a port', async () => {
    const slug = await newLink(client, 'https://example.com/case');
    const res = await server.visit('KURZ.localhost:8080', `/${slug}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/case');
  });

  it('an expired guest link answers 410 "This link has expired", as any expired link does', async () => {
    const g = await guest(server);
    const slug = await newLink(g, 'https://example.com/guest');
    await server.db
      .updateTable('links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('slug', '=', slug)
      .execute();
    const res = await server.visit(HOST, `/${slug}`);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('This link has expired');
    expect(res.headers.location).toBeUndefined();
  });

  it('an unexpired guest link redirects', async () => {
    const g = await guest(server);
    const slug = await newLink(g, 'https://example.com/guest-live');
    expect(await location(slug)).toBe('https://example.com/guest-live');
  });

  it("forwards the short URL's query parameters, the target's own values winning", async () => {
    const slug = await newLink(client, 'https://example.com/p?utm_source=target&keep=1');
    const loc = new URL((await location(`${slug}?utm_source=short&utm_medium=mail&x=a%20b`))!);
    expect(loc.origin + loc.pathname).toBe('https://example.com/p');
    expect(loc.searchParams.get('utm_source')).toBe('target');
    expect(loc.searchParams.getAll('utm_source')).toHaveLength(1);
    expect(loc.searchParams.get('keep')).toBe('1');
    expect(loc.searchParams.get('utm_medium')).toBe('mail');
    expect(loc.searchParams.get('x')).toBe('a b');
  });

  it('sends a percent-encoded, punycoded Location for targets with non-ASCII characters or spaces', async () => {
    const unicode = await newLink(client, 'https://example.com/中文?q=ü€');
    expect(await location(unicode)).toBe('https://example.com/%E4%B8%AD%E6%96%87?q=%C3%BC%E2%82%AC');
    const idn = await newLink(client, 'https://bücher.example/x');
    expect(await location(idn)).toBe('https://xn--bcher-kva.example/x');
    const spaced = await newLink(client, 'https://example.com/a b');
    expect(await location(spaced)).toBe('https://example.com/a%20b');
    // A rule target too.
    await setRules(unicode, [{ target: 'https://example.com/über', when: {}, match_all: true }]);
    expect(await location(unicode)).toBe('https://example.com/%C3%BCber');
  });

  it('treats an IPv4-mapped IPv6 peer (dual-stack socket) as its IPv4 address for geo rules', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/us', when: { geo: ['US'] } }]);
    expect(await location(slug, { ip: '::ffff:8.8.8.8' })).toBe('https://example.com/us');
  });

  it('forwards parameters to the rule-chosen target too, and never ext_click_id', async () => {
    const slug = await linkWithRules([{ target: 'https://example.com/us', when: { geo: ['US'] } }]);
    const loc = new URL((await location(`${slug}?a=1&ext_click_id=SRC`, { ip: '8.8.8.8' }))!);
    expect(loc.origin + loc.pathname).toBe('https://example.com/us');
    expect(loc.searchParams.get('a')).toBe('1');
    expect(loc.searchParams.has('ext_click_id')).toBe(false);
  });
});
