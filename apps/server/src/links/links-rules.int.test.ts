/** GET/PUT /api/links/rules/{slug}: normalising, validation, plan gate, the dashboard's save sequence. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function paidLink(target = 'https://example.com/default'): Promise<{ client: TestClient; slug: string }> {
  const { client } = await userOn(server, 'hobby', 'rules');
  return { client, slug: await newLink(client, target) };
}

describe('GET /api/links/rules/{slug}', () => {
  it('starts with the link target as default, no title and no rules', async () => {
    const { client, slug } = await paidLink('https://example.com/start');
    const res = await client.get(`/api/links/rules/${q(slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ default: 'https://example.com/start', title: null, rules: [] });
  });
});

describe('PUT /api/links/rules/{slug}', () => {
  it('numbers priorities by list order from 1, whatever the client sent, and normalises conditions', async () => {
    const { client, slug } = await paidLink();
    const res = await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [
        {
          target: 'https://example.com/a',
          prio: 7,
          when: { geo: ['us', 'De', 'US', ' gb '], lang: ['DE', 'en', 'de'] },
        },
        { target: 'https://example.com/b', prio: 1, when: { device: ['mobile', 'tablet', 'mobile'] } },
        { target: 'https://example.com/c', when: { time: { from: '09:30' } } },
        {
          target: 'https://example.com/d',
          prio: 3,
          when: { time: { to: '17:00' }, ip: ['10.0.0.0/8', '2001:db8::/32', '10.0.0.0/8'] },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      default: 'https://example.com/default',
      title: null,
      rules: [
        { target: 'https://example.com/a', prio: 1, when: { geo: ['US', 'DE', 'GB'], lang: ['de', 'en'] } },
        { target: 'https://example.com/b', prio: 2, when: { device: ['mobile', 'tablet'] } },
        { target: 'https://example.com/c', prio: 3, when: { time: { from: '09:30', to: '23:59' } } },
        {
          target: 'https://example.com/d',
          prio: 4,
          when: { time: { from: '00:00', to: '17:00' }, ip: ['10.0.0.0/8', '2001:db8::/32'] },
        },
      ],
    };
    expect(res.json()).toEqual(expected);
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json()).toEqual(expected);
  });

  it('refuses a prio that is no whole number from 1 to 50 (a word, a fraction, null), naming it, and saves nothing', async () => {
    const { client, slug } = await paidLink();
    const before = (await client.get(`/api/links/rules/${q(slug)}`)).json();
    const cases: [unknown, string][] = [
      ['high', 'rules.0.prio must be a number.'],
      [0.5, 'rules.0.prio must be a whole number.'],
      [null, 'rules.0.prio must be a number.'],
      [0, 'rules.0.prio must be at least 1.'],
      [51, 'rules.0.prio must be at most 50.'],
    ];
    for (const [prio, message] of cases) {
      const res = await client.put(`/api/links/rules/${q(slug)}`, {
        rules: [{ target: 'https://example.com/a', prio, when: { geo: ['US'] } }],
      });
      expect([res.statusCode, res.json()], String(prio)).toEqual([
        400,
        { error: 'invalid_input', field: 'rules.0.prio', message },
      ]);
    }
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json()).toEqual(before);
  });

  it('saves default and title; an empty title clears it; the list shows both', async () => {
    const { client, slug } = await paidLink();
    const res = await client.put(`/api/links/rules/${q(slug)}`, {
      default: 'https://example.com/new-default',
      title: '  My link  ',
      rules: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ default: 'https://example.com/new-default', title: 'My link', rules: [] });
    const listed = (await client.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug);
    expect(listed).toMatchObject({ target_url: 'https://example.com/new-default', title: 'My link' });
    const cleared = await client.put(`/api/links/rules/${q(slug)}`, { title: '', rules: [] });
    expect(cleared.json()).toEqual({ default: 'https://example.com/new-default', title: null, rules: [] });
  });

  it('accepts a title of exactly 200 characters and refuses 201 with 400 invalid_input', async () => {
    const { client, slug } = await paidLink();
    expect((await client.put(`/api/links/rules/${q(slug)}`, { title: 't'.repeat(200), rules: [] })).statusCode).toBe(
      200,
    );
    const res = await client.put(`/api/links/rules/${q(slug)}`, { title: 'x'.repeat(201), rules: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().title).toBe('t'.repeat(200));
  });

  const invalid: Array<[string, unknown]> = [
    ['an invalid CIDR', [{ target: 'https://example.com/x', when: { ip: ['10.0.0.0/33'] } }]],
    ['a malformed IP', [{ target: 'https://example.com/x', when: { ip: ['999.1.1.1'] } }]],
    ['garbage in ip', [{ target: 'https://example.com/x', when: { ip: ['not-an-ip'] } }]],
    ['an unknown device', [{ target: 'https://example.com/x', when: { device: ['smartwatch'] } }]],
    ['an empty target', [{ target: '', when: { geo: ['US'] } }]],
    ['a blank target', [{ target: '   ', when: { geo: ['US'] } }]],
    ['a missing target', [{ when: { geo: ['US'] } }]],
    ['a bad time', [{ target: 'https://example.com/x', when: { time: { from: '24:00', to: '25:00' } } }]],
    ['a 3-letter country', [{ target: 'https://example.com/x', when: { geo: ['USA'] } }]],
    ['a non-array geo', [{ target: 'https://example.com/x', when: { geo: 'US' } }]],
    ['rules that are not a list', { target: 'https://example.com/x' }],
    ['a null rule', [null]],
  ];
  // A condition kurz does not have is named: a client must not believe a rule it sent was applied.
  it.each([
    ['an unknown condition key', { weekday: ['mon'] }, 'rules.0.when.weekday'],
    [
      'a 6th condition',
      { geo: ['US'], lang: ['en'], device: ['mobile'], time: {}, ip: ['10.0.0.1'], referer: ['x'] },
      'rules.0.when.referer',
    ],
  ])('refuses %s with 400 unknown_field and changes nothing', async (_name, when, field) => {
    const { client, slug } = await paidLink();
    const res = await client.put(`/api/links/rules/${q(slug)}`, { rules: [{ target: 'https://example.com/x', when }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'unknown_field', field });
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toEqual([]);
  });

  it.each(invalid)('refuses %s with 400 invalid_input and changes nothing', async (_name, rules) => {
    const { client, slug } = await paidLink();
    const res = await client.put(`/api/links/rules/${q(slug)}`, { rules });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toEqual([]);
  });

  const emptyConditions: Array<[string, Record<string, unknown>]> = [
    ['device', { device: [] }],
    ['geo', { geo: [] }],
    ['lang', { lang: [] }],
    ['ip', { ip: [] }],
    ['geo next to a filled device', { device: ['mobile'], geo: [] }],
  ];
  it.each(emptyConditions)(
    'refuses an empty %s condition with 400 empty_condition and changes nothing',
    async (_name, when) => {
      const { client, slug } = await paidLink();
      const before = [{ target: 'https://example.com/kept', prio: 1, when: { geo: ['US'] } }];
      await client.put(`/api/links/rules/${q(slug)}`, { rules: before });
      const res = await client.put(`/api/links/rules/${q(slug)}`, {
        rules: [{ target: 'https://example.com/x', when }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'empty_condition' });
      expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toEqual(before);
    },
  );

  it('refuses a rule without conditions (the default would be unreachable) unless match_all confirms it', async () => {
    const { client, slug } = await paidLink();
    for (const rule of [
      { target: 'https://example.com/all', when: {} },
      { target: 'https://example.com/all' },
      { target: 'https://example.com/all', when: {}, match_all: false },
    ]) {
      const res = await client.put(`/api/links/rules/${q(slug)}`, { rules: [rule] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'rule_without_condition' });
    }
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toEqual([]);
    const ok = await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/all', when: {}, match_all: true }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rules).toEqual([{ target: 'https://example.com/all', prio: 1, when: {}, match_all: true }]);
    // match_all on a rule with conditions means nothing and is not kept.
    const conditioned = await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/us', when: { geo: ['US'] }, match_all: true }],
    });
    expect(conditioned.json().rules).toEqual([{ target: 'https://example.com/us', prio: 1, when: { geo: ['US'] } }]);
  });

  it('refuses a javascript: default or rule target with 400 invalid_url, as a link target, and changes nothing', async () => {
    const { client, slug } = await paidLink('https://example.com/keep');
    for (const body of [
      { default: 'javascript:alert(1)', rules: [] },
      { rules: [{ target: 'javascript:alert(1)', when: { geo: ['US'] } }] },
    ]) {
      const res = await client.put(`/api/links/rules/${q(slug)}`, body);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'invalid_url' }]);
    }
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json()).toMatchObject({
      default: 'https://example.com/keep',
      rules: [],
    });
  });

  it('keeps the rules when a call leaves them out, as it keeps an absent default or title; [] removes them', async () => {
    const { client, slug } = await paidLink('https://example.com/keep');
    const rules = [{ target: 'https://example.com/de', when: { geo: ['DE'] } }];
    expect((await client.put(`/api/links/rules/${q(slug)}`, { rules })).statusCode).toBe(200);
    const titled = await client.put(`/api/links/rules/${q(slug)}`, { title: 'Only the title' });
    expect(titled.statusCode, titled.body).toBe(200);
    expect(titled.json()).toMatchObject({
      default: 'https://example.com/keep',
      title: 'Only the title',
      rules: [{ target: 'https://example.com/de' }],
    });
    expect((await client.put(`/api/links/rules/${q(slug)}`, { rules: [] })).json().rules).toEqual([]);
  });

  it("takes the spec's save sequence: rules first, then default + rules + title", async () => {
    const { client, slug } = await paidLink();
    const rules = [{ target: 'https://example.com/de', prio: 1, when: { geo: ['DE'] } }];
    const first = await client.put(`/api/links/rules/${q(slug)}`, { rules });
    expect(first.statusCode).toBe(200);
    const second = await client.put(`/api/links/rules/${q(slug)}`, {
      default: 'https://example.com/other',
      rules,
      title: 'Saved',
    });
    expect(second.statusCode).toBe(200);
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json()).toEqual({
      default: 'https://example.com/other',
      title: 'Saved',
      rules,
    });
  });

  it('an empty list removes all rules', async () => {
    const { client, slug } = await paidLink();
    await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/x', when: { geo: ['US'] } }],
    });
    const res = await client.put(`/api/links/rules/${q(slug)}`, { rules: [] });
    expect(res.json().rules).toEqual([]);
  });
});

describe('free plan', () => {
  it('refuses non-empty rules with 403 redirect_rules_not_allowed and changes nothing, not even the default', async () => {
    const { client } = await userOn(server, 'free');
    const slug = await newLink(client, 'https://example.com/free');
    const res = await client.put(`/api/links/rules/${q(slug)}`, {
      default: 'https://example.com/changed',
      title: 'changed',
      rules: [{ target: 'https://example.com/us', when: { geo: ['US'] } }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'redirect_rules_not_allowed' });
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json()).toEqual({
      default: 'https://example.com/free',
      title: null,
      rules: [],
    });
    expect((await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8' })).headers.location).toBe('https://example.com/free');
  });

  it('may still save title and default (with no rules)', async () => {
    const { client } = await userOn(server, 'free');
    const slug = await newLink(client, 'https://example.com/free');
    const res = await client.put(`/api/links/rules/${q(slug)}`, {
      default: 'https://example.com/free2',
      title: 'Free title',
      rules: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ default: 'https://example.com/free2', title: 'Free title', rules: [] });
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/free2');
  });

  it('the rules stay readable after a downgrade (view only)', async () => {
    const { client, id } = await userOn(server, 'hobby');
    const slug = await newLink(client);
    const rules = [{ target: 'https://example.com/us', prio: 1, when: { geo: ['US'] } }];
    await client.put(`/api/links/rules/${q(slug)}`, { rules });
    await server.db.updateTable('workspaces').set({ plan_id: 'free' }).where('id', '=', id).execute();
    expect((await client.get(`/api/links/rules/${q(slug)}`)).json().rules).toEqual(rules);
    const res = await client.put(`/api/links/rules/${q(slug)}`, { rules });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'redirect_rules_not_allowed' });
  });
});
