import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kurz-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig defaults', () => {
  it('needs nothing but a data directory', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      appOrigin: 'http://localhost:3000',
      systemDomains: ['kurz.localhost'],
      smtpUrl: undefined,
      mailFrom: 'kurz <no-reply@kurz.localhost>',
      adminEmails: [],
      loginUrl: null,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', APP_ORIGIN: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      appOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
    });
  });

  it('follows PORT for the default origin, drops a trailing slash from APP_ORIGIN and lower-cases lists', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appOrigin).toBe('http://localhost:8080');
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_ORIGIN: 'https://app.example.com/',
      SYSTEM_DOMAINS: 'Go.Example.com, s.example.com',
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com',
      DATABASE_URL: 'postgresql://u:p@db:5432/kurz',
    });
    expect(config).toMatchObject({
      appOrigin: 'https://app.example.com',
      systemDomains: ['go.example.com', 's.example.com'],
      adminEmails: ['boss@example.com', 'ops@example.com'],
      databaseUrl: 'postgresql://u:p@db:5432/kurz',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
    ['::1', '::1'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [undefined, null],
    ['false', null],
    ['true', 'cf-ipcountry'],
    ['10.0.0.0/8', 'cf-ipcountry'],
  ])('takes COUNTRY_HEADER only behind a trusted proxy (TRUST_PROXY=%j)', (trust, expected) => {
    expect(
      loadConfig({ DATA_DIR: dataDir, COUNTRY_HEADER: 'CF-IPCountry', ...(trust ? { TRUST_PROXY: trust } : {}) })
        .countryHeader,
    ).toBe(expected);
  });
});

describe('a bad value stops start-up naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_ORIGIN', 'nope'],
    ['APP_ORIGIN', 'ftp://x.example'],
    ['SYSTEM_DOMAINS', 'bad domain'],
    ['SYSTEM_DOMAINS', 'ok.example,-bad-.example'],
    ['SESSION_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example'],
    ['LOGIN_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'garbage'],
    // Fastify 5 trusts no proxy for a bare hop count, so one is refused rather than silently ignored.
    ['TRUST_PROXY', '2'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'cafe'],
    ['TRUST_PROXY', '10.0.0.0/8, bad'],
    ['TRUST_PROXY', '300.1.1.1'],
    ['S3_ENDPOINT', 'not a url'],
    ['GUEST_LINK_TTL_DAYS', '0'],
    ['COUNTRY_HEADER', 'bad header'],
  ])('%s=%j', (name, value) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc', APP_ORIGIN: 'nope' })).toThrow(
      /PORT[\s\S]*APP_ORIGIN|APP_ORIGIN[\s\S]*PORT/,
    );
  });
});

describe('SESSION_SECRET', () => {
  it('is used as given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('is generated once into DATA_DIR/secret, private to the owner, and reused', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = join(dataDir, 'secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('takes earlier secrets from SESSION_SECRET_PREVIOUS, case kept, and refuses a short one', () => {
    const [a, b] = ['A'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET_PREVIOUS: ` ${a}, ${b} ` }).previousSessionSecrets).toEqual([
      a,
      b,
    ]);
    expect(loadConfig({ DATA_DIR: dataDir }).previousSessionSecrets).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET_PREVIOUS: `${a},short` })).toThrow(
      /SESSION_SECRET_PREVIOUS/,
    );
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = join(dataDir, 'a', 'b');
    const secret = loadConfig({ DATA_DIR: nested }).sessionSecret;
    expect(readFileSync(join(nested, 'secret'), 'utf8').trim()).toBe(secret);
  });
});

describe('S3 object storage', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.example',
    S3_BUCKET: 'kurz',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off by default: uploads stay in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeNull();
  });

  it('is used when all four variables are set, with region auto by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).s3).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'kurz',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'kurz' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('Stripe billing', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_PRICE_HOBBY_MONTHLY: 'price_hm',
    STRIPE_PRICE_HOBBY_YEARLY: 'price_hy',
    STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
    STRIPE_PRICE_PRO_YEARLY: 'price_py',
  };

  it('is off without a secret key', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeNull();
  });

  it('takes the key, webhook secret, four prices and an optional API base URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      apiUrl: 'http://127.0.0.1:12111',
      prices: { hobby: { monthly: 'price_hm', yearly: 'price_hy' }, pro: { monthly: 'price_pm', yearly: 'price_py' } },
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...stripe }).stripe?.apiUrl).toBeNull();
  });

  it('names what is missing when the key is set without the rest', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PRO_YEARLY: 'price_py' }),
    ).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_HOBBY_MONTHLY, STRIPE_PRICE_HOBBY_YEARLY, STRIPE_PRICE_PRO_MONTHLY: required when STRIPE_SECRET_KEY is set/,
    );
  });

  it('refuses a value that is not what Stripe issues, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...stripe, STRIPE_PRICE_PRO_YEARLY: 'prod_123' })).toThrow(
      /STRIPE_PRICE_PRO_YEARLY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...stripe, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('DATA_DIR', () => {
  it('defaults to data/ at the repository root, whatever the working directory', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(`${root}data`);
  });
});

describe('own domains: DNS and TLS settings', () => {
  it('defaults to the system resolvers, the first system domain as CNAME target, and Caddy', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SYSTEM_DOMAINS: 'sho.rt,kurz.localhost' });
    expect(config.dns).toEqual({ resolvers: [], cnameTarget: 'sho.rt', ingressIps: [] });
    expect(config.tls).toEqual({ provider: 'caddy' });
  });

  it('reads CNAME_TARGET, INGRESS_IPS and DNS_RESOLVERS (ip[:port], [ipv6]:port)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CNAME_TARGET: 'Edge.Example.com.',
      INGRESS_IPS: '198.51.100.7, 2001:db8::7',
      DNS_RESOLVERS: '1.1.1.1, 127.0.0.1:5353, [2001:db8::53]:53, 2001:db8::1',
    });
    expect(config.dns).toEqual({
      cnameTarget: 'edge.example.com',
      ingressIps: ['198.51.100.7', '2001:db8::7'],
      resolvers: ['1.1.1.1', '127.0.0.1:5353', '[2001:db8::53]:53', '2001:db8::1'],
    });
  });

  it("cloudflare needs its token and zone; the API URL defaults to Cloudflare's", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TLS_PROVIDER: 'cloudflare' })).toThrow(
      /CLOUDFLARE_API_TOKEN, CLOUDFLARE_ZONE_ID/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      TLS_PROVIDER: 'cloudflare',
      CLOUDFLARE_API_TOKEN: 't',
      CLOUDFLARE_ZONE_ID: 'abc123',
    });
    expect(config.tls).toEqual({
      provider: 'cloudflare',
      apiToken: 't',
      zoneId: 'abc123',
      apiUrl: 'https://api.cloudflare.com/client/v4',
    });
  });

  it.each([
    ['DNS_RESOLVERS', 'dns.google'],
    ['DNS_RESOLVERS', '127.0.0.1:99999'],
    ['INGRESS_IPS', 'edge.example.com'],
    ['CNAME_TARGET', 'not a host'],
    ['TLS_PROVIDER', 'nginx'],
  ])('a bad %s (%j) stops start-up naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(name);
  });
});

describe('abuse control: the target blocklist', () => {
  it('is off by default and read hourly', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).blocklist).toEqual({ file: null, url: null, refreshMs: 3_600_000 });
  });

  it('reads BLOCKLIST_FILE (made absolute), BLOCKLIST_URL and BLOCKLIST_REFRESH_SECONDS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      BLOCKLIST_FILE: '/etc/kurz/blocklist.txt',
      BLOCKLIST_URL: 'https://lists.example/hosts.txt',
      BLOCKLIST_REFRESH_SECONDS: '600',
    });
    expect(config.blocklist).toEqual({
      file: '/etc/kurz/blocklist.txt',
      url: 'https://lists.example/hosts.txt',
      refreshMs: 600_000,
    });
  });

  it.each([
    ['BLOCKLIST_URL', 'ftp://lists.example/hosts.txt'],
    ['BLOCKLIST_REFRESH_SECONDS', '0'],
  ])('a bad %s (%j) stops start-up naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(name);
  });
});

describe('replicas and the reports standby', () => {
  const PG = 'postgres://kurz@db:5432/kurz';

  it('names the spool folder by REPLICA_ID, else by the host name made safe for a folder; beats every 5 s', () => {
    expect(loadConfig({ DATA_DIR: dataDir, REPLICA_ID: 'app-2' })).toMatchObject({
      replicaId: 'app-2',
      spoolBeatMs: 5_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).replicaId).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);
    expect(loadConfig({ DATA_DIR: dataDir, SPOOL_BEAT_MS: '250' }).spoolBeatMs).toBe(250);
    for (const bad of [{ REPLICA_ID: '../other' }, { REPLICA_ID: '.hidden' }, { SPOOL_BEAT_MS: '10' }])
      expect(() => loadConfig({ DATA_DIR: dataDir, ...bad })).toThrow(new RegExp(Object.keys(bad)[0]!));
  });

  it('reads reports from STATS_DATABASE_URL, a standby of DATABASE_URL, which must be set too', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).statsDatabaseUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG, STATS_DATABASE_URL: 'postgres://kurz@standby:5432/kurz' })
        .statsDatabaseUrl,
    ).toBe('postgres://kurz@standby:5432/kurz');
    expect(() => loadConfig({ DATA_DIR: dataDir, STATS_DATABASE_URL: PG })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG, STATS_DATABASE_URL: 'mysql://x@y/z' })).toThrow(
      /STATS_DATABASE_URL/,
    );
  });

  it('lets webhooks reach private addresses only when WEBHOOKS_ALLOW_PRIVATE_TARGETS is set, never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).webhooksAllowPrivateTargets).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_TARGETS: '0' }).webhooksAllowPrivateTargets).toBe(
      false,
    );
    for (const on of ['1', 'true'])
      expect(
        loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_TARGETS: on, NODE_ENV: 'development' })
          .webhooksAllowPrivateTargets,
      ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE_TARGETS: 1 or 0/,
    );
    const production = () =>
      loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1', NODE_ENV: 'production' });
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/WEBHOOKS_ALLOW_PRIVATE_TARGETS: .*development only.*NODE_ENV is production/);
    expect(
      loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_TARGETS: '0', NODE_ENV: 'production' })
        .webhooksAllowPrivateTargets,
    ).toBe(false);
  });
});
