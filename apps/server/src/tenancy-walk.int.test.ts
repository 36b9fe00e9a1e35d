/**
 * The tenancy walk: every tRPC procedure and every REST row, called by each role of workspace B (by
 * session and by key) with workspace A's ids, slugs, hosts and tokens, answers a refusal its row
 * documents, or a success that shows nothing of A; A's rows stay as they were. Each role of A itself is
 * refused, with 403 role_not_allowed, what ROLE_NEEDED does not allow it, and changes nothing.
 */
import { actsInWorkspace, appRouter, assertRoleAllows, codesOf, restRoutes, type RestRoute } from '@kurz/api';
import { WORKSPACE_ROLES, type TWorkspaceRole } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ROUTES } from './http/uploads';
import { createTestServer, type TestClient, type TestServer } from './testing/index';
import { createKey, keyOwner, withKey } from './testing/keys';
import { eventually, PNG_1PX, postbackToken } from './testing/links';
import { inputFor, parses, restRequestFor, snapshotOf, type Names } from './testing/tenancy';
import { inWorkspace } from './testing/workspaces';
import { startReceiver, type Receiver } from './testing/webhooks';

/** Calls no member makes, or that name nothing of a workspace's: not walked, each with why. */
const EXEMPT: Record<string, string> = {
  'conversions.postback':
    "an ad network's call, without a session: the workspace's postback token it carries is the secret",
  'auth.signup': 'makes a new account and its own workspace',
  'auth.register': "turns the caller's guest account into a registered one",
  'auth.login': 'signs in with a password; no workspace is named',
  'auth.guest': 'makes a new guest account and its own workspace',
  'auth.logout': "ends the caller's own session",
  'auth.verifyEmail': 'proves an address with the token mailed to it',
  'auth.sendVerification': "mails the caller's own address",
  'auth.requestReset': 'mails a reset link to an address, answering the same whether it exists or not',
  'auth.resetPassword': 'sets a password with the token mailed for it',
  'auth.changePassword': "the caller's own password",
  'auth.me': 'the caller and the workspace it acts in (its own membership)',
  'auth.session': "the caller's own session, if any",
  'plans.list': 'the public price list',
  'meta.config': "the deployment's public settings",
  'abuse.report': 'anyone may report a short link; the report names no workspace',
  'workspaces.create': "makes a new workspace of the caller's own; names no other",
  'workspace.leave': 'the caller leaves the workspace it acts in; names no other (workspace-membership tests)',
  'workspace.delete': 'deletes the workspace the caller acts in; names no other (workspace-membership tests)',
};

/** Person routers that are not the site admins': about the caller's own workspaces and invitations. */
const ABOUT_THE_PERSON = new Set(['workspaces']);

type Who = { role: TWorkspaceRole; session: TestClient; key: string; userId: string };
interface A {
  id: string;
  slug: string;
  host: string;
  names: Names;
  /** Strings only A's data contains: none may appear in an answer to B. */
  markers: string[];
  roles: Who[];
}

let server: TestServer;
let receiver: Receiver;
let a: A;
let b: Who[];
let baseline: Record<string, string[]>;

const rand = () => Math.random().toString(36).slice(2, 8);
const ok = (res: { statusCode: number; body: string; json(): unknown }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
};

/** A shared workspace on pro with a member of each role, each with a session in it and a write key of it. */
async function workspaceWithRoles(name: string): Promise<{ id: string; roles: Who[] }> {
  const ws = await server.db
    .insertInto('workspaces')
    .values({ name, plan_id: 'pro' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles: Who[] = [];
  for (const role of WORKSPACE_ROLES) {
    const { client, id } = await keyOwner(server, `${name}-${role}`);
    await server.db.insertInto('workspace_members').values({ workspace_id: ws.id, user_id: id, role }).execute();
    const session = inWorkspace(client, ws.id);
    // A key acts for its maker with the maker's role: made by the owner, then handed to the member.
    const owner = roles[0]?.session ?? session;
    const key = await createKey(owner, 'write');
    await server.db.updateTable('api_keys').set({ created_by: id }).where('id', '=', key.id).execute();
    roles.push({ role, session, key: key.key, userId: id });
  }
  return { id: ws.id, roles };
}

async function setUpA(): Promise<A> {
  const { id, roles } = await workspaceWithRoles('A');
  const owner = roles[0]!.session;
  const r = rand();
  const sub = ok(
    await owner.post('/api/domains/create-subdomain', { sub: `a-walk-${r}`, edge: 'kurz.localhost' }),
    'sub',
  );
  const host = sub.hostname as string;
  const byod = ok(await owner.post('/api/domains/request-byod', { hostname: `a-walk-${r}.example` }), 'byod');
  const tag = `a-walk-tag-${r}`;
  const target = `https://example.com/a-walk-${r}`;
  const link = ok(
    await owner.post('/api/links/create', { url: target, hostname: host, slug: `a-walk-${r}`, tags: [tag] }),
    'link',
  );
  const slug = link.slug as string;
  const q = `${slug}?hostname=${host}`;
  ok(
    await owner.put(`/api/links/rules/${q}`, {
      title: `A walk title ${r}`,
      rules: [{ target: `${target}/us`, prio: 1, when: { geo: ['US'] } }],
    }),
    'rules',
  );
  ok(
    await owner.put(`/api/links/og/${q}`, { enabled: true, title: `A og ${r}`, description: 'A', image_url: null }),
    'og',
  );
  ok(
    await owner.put(`/api/links/conversions/${q}`, {
      enabled: true,
      incoming_postback_url: `${target}/pb?id={ExternalClickId}`,
    }),
    'conv',
  );
  ok(await owner.put(`/api/qr/config/${q}`, { color_dark: '#112233' }), 'qr');
  const upload = await owner.request({ ...multipart(PNG_1PX), method: 'POST', url: '/api/og/upload' });
  const uploadUrl = ok(upload, 'upload').url as string;
  const key = await createKey(owner, 'read', { name: `a-walk-key-${r}` });
  const webhook = ok(
    await owner.post('/api/webhooks', { url: `${receiver.url}/a-walk-${r}`, events: ['link.created'] }),
    'webhook',
  );
  const job = ok(
    await owner.post('/api/imports', { csv: `url,slug\n${target}/imported,a-imp-${r}\n`, hostname: host }),
    'import',
  );
  await eventually(async () => ok(await owner.get(`/api/imports/${String(job.id)}`), 'job').status === 'done', 10_000);
  const token = await postbackToken(owner);
  for (let i = 0; i < 3; i++) await server.visit(host, `/${slug}`, { ip: `81.2.69.${140 + i}` });
  await server.runtime.recorder.flush();
  const invitation = ok(
    await owner.post('/api/workspace/invitations', { email: `a-walk-invitee-${r}@example.com`, role: 'viewer' }),
    'invitation',
  );
  const ids: Record<string, unknown> = {
    workspace: invitation.id,
    keys: key.id,
    webhooks: webhook.id,
    imports: job.id,
    domains: byod.id,
  };
  const names: Names = {
    slug,
    hostname: host,
    tag,
    token,
    key: new URL(uploadUrl, 'http://x').searchParams.get('key') ?? uploadUrl,
    workspace_id: id,
    user_id: roles[0]!.userId,
    domain_id: sub.id,
    ids,
  };
  const markers = [
    id,
    ...roles.map((w) => w.userId),
    slug,
    host,
    byod.hostname,
    sub.id,
    byod.id,
    key.id,
    key.prefix,
    webhook.id,
    webhook.url,
    tag,
    token,
    target,
    `A walk title ${r}`,
    `A og ${r}`,
    invitation.id,
    invitation.email,
  ] as string[];
  return { id, slug, host, names, markers, roles };
}

function multipart(bytes: Uint8Array) {
  const boundary = `walk${rand()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** The names a call on `path` is given: A's, its `id` the one of its router's kind. */
function namesFor(path: string): Names {
  const { ids, ...names } = a.names as Names & { ids: Record<string, unknown> };
  const router = path.split('.')[0]!;
  return { ...names, ...(router in ids ? { id: ids[router] } : {}) };
}

// --- what there is to walk -----------------------------------------------------------------------

type Procedure = { path: string; type: 'query' | 'mutation'; inputs: unknown[] };
const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: Procedure['type']; inputs: unknown[] } }>,
).map(([path, p]) => ({ path, type: p._def.type, inputs: p._def.inputs }));

/** The procedure a REST row calls, found by handing its handler a caller that records the first call. */
function procedureOf(route: RestRoute): string | undefined {
  let seen: string | undefined;
  const caller = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_, k) => caller([...path, String(k)]),
      apply: () => {
        seen ??= path.join('.');
        return Promise.resolve({});
      },
    });
  try {
    void route.handle(caller([]) as never, { params: {}, query: {}, body: {} }).catch(() => {});
  } catch {
    // the handler's own checks: the call it makes is still recorded
  }
  return seen;
}

type Row = {
  key: string;
  method: RestRoute['method'];
  path: string;
  auth: RestRoute['auth'];
  procedure?: string;
  route?: RestRoute;
  upload?: boolean;
  codes: Set<string>;
};
/** A 500 is never a refusal, whatever a row documents. */
const refusals = (codes: string[]) =>
  new Set(codes.filter((c) => c !== 'internal_error' && c !== 'service_unavailable'));
const rows: Row[] = [
  ...restRoutes.map((route) => ({
    key: `${route.method} ${route.path}`,
    method: route.method,
    path: route.path,
    auth: route.auth,
    procedure: procedureOf(route),
    route,
    codes: refusals(codesOf(route)),
  })),
  ...UPLOAD_ROUTES.map((route) => ({
    key: `${route.method} ${route.path}`,
    method: route.method,
    path: route.path,
    auth: route.auth,
    procedure: { '/api/og/upload': 'links.uploadOg', '/api/qr/upload': 'qr.upload', '/api/qr/logo': 'qr.uploadLogo' }[
      route.path
    ],
    upload: route.upload,
    codes: refusals(codesOf(route)),
  })),
];
/** Rows without a caller (sign-up, postbacks with their token, public images) act in no workspace. */
const callerRows = rows.filter((r) => r.auth === 'user' || r.auth === 'session');
/** tRPC answers the codes of the rows that call the procedure; one no row calls, the ones every call may. */
const BASE_CODES = [
  'invalid_input',
  'unknown_field',
  'rate_limited',
  'not_found',
  'role_not_allowed',
  'not_a_member',
  // The CSV exports stream: tRPC refuses a stream (they are served over REST).
  'unsupported_media_type',
];
const codesOfProcedure = (path: string) =>
  new Set([...BASE_CODES, ...rows.filter((r) => r.procedure === path).flatMap((r) => [...r.codes])]);

const isPerson = (path: string) => !actsInWorkspace(path);
/** The site admins' calls: refused to everyone else. */
const isSiteAdmins = (path: string) => isPerson(path) && !ABOUT_THE_PERSON.has(path.split('.')[0]!);
const walked = procedures.filter((p) => !(p.path in EXEMPT));
const inputOf = (p: Procedure) => (p.inputs.length ? inputFor(p.inputs[0], namesFor(p.path)) : undefined);

// --- calls and judgements --------------------------------------------------------------------------

interface Answer {
  status: number;
  code?: string;
  text: string;
}

async function trpc(c: TestClient, p: Procedure, input: unknown): Promise<Answer> {
  const res =
    p.type === 'query'
      ? await c.get(
          `/trpc/${p.path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        )
      : await c.request({ method: 'POST', url: `/trpc/${p.path}`, payload: input ?? {} });
  return { status: res.statusCode, code: res.json().error?.data?.appCode, text: res.body };
}

async function rest(who: TestClient | string, row: Row, names: Names): Promise<Answer> {
  const req = row.route ? restRequestFor(row.route, names) : uploadRequest(row, names);
  const body = row.method === 'GET' || row.method === 'DELETE' ? undefined : req.body;
  const res =
    typeof who === 'string'
      ? await withKey(
          server,
          who,
          row.method,
          req.url,
          row.upload ? undefined : body,
          row.upload ? multipart(PNG_1PX).headers : {},
        )
      : row.upload
        ? await who.request({ method: row.method, url: req.url, ...multipart(PNG_1PX) })
        : await who.request({
            method: row.method,
            url: req.url,
            ...(body === undefined ? {} : { payload: body as object }),
          });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
  return { status: res.statusCode, code: json?.error, text: res.body };
}

function uploadRequest(row: Row, names: Names) {
  const query =
    row.path === '/api/qr/upload'
      ? `?slug=${encodeURIComponent(String(names.slug))}&hostname=${String(names.hostname)}`
      : '';
  return { url: `${row.path}${query}`, body: undefined, ok: true };
}

/** B's answer on A's names: a refusal the call documents, or a success that shows nothing of A's it was not given. */
function judgeForB(what: string, answer: Answer, codes: Set<string>, sent: unknown, failures: string[]) {
  if (answer.status < 300) {
    const given = JSON.stringify(sent ?? '');
    const shown = a.markers.filter((m) => !given.includes(m) && answer.text.includes(m));
    if (shown.length) failures.push(`${what}: ${answer.status} shows A's ${shown.join(', ')}`);
  } else if (!answer.code || !codes.has(answer.code)) {
    failures.push(`${what}: ${answer.status} ${answer.code ?? answer.text.slice(0, 200)}`);
  }
}

async function expectAUnchanged() {
  await server.runtime.recorder.flush();
  expect(await snapshotOf(server.db, a.id)).toEqual(baseline);
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer({ webhooksAllowPrivateTargets: true });
  a = await setUpA();
  ({ roles: b } = await workspaceWithRoles('B'));
  baseline = await snapshotOf(server.db, a.id);
}, 120_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('the walk covers', () => {
  it('every procedure and row: each gets an input its schema takes, or is exempt with its reason', () => {
    const uncovered = [
      ...walked.filter((p) => p.inputs.length && !parses(p.inputs[0], inputOf(p))).map((p) => p.path),
      ...callerRows
        .filter((r) => r.route && !restRequestFor(r.route, namesFor(r.procedure ?? '')).ok)
        .map((r) => r.key),
    ];
    // Name the field in setUpA's names, or give the call its input: no call goes unwalked.
    expect(uncovered).toEqual([]);
    expect(walked.length).toBeGreaterThan(60);
    expect(callerRows.length).toBeGreaterThan(50);
    for (const path of Object.keys(EXEMPT)) expect(procedures.map((p) => p.path)).toContain(path);
  });
});

describe("B's roles on A's names", () => {
  it.each(walked.map((p) => [p.path, p] as const))('tRPC %s', async (_path, p) => {
    const input = inputOf(p);
    const failures: string[] = [];
    for (const who of b) {
      const answer = await trpc(who.session, p, input);
      if (isSiteAdmins(p.path)) {
        if (answer.status !== 403 || answer.code !== 'forbidden')
          failures.push(`${who.role}: ${answer.status} ${answer.code}`);
      } else judgeForB(who.role, answer, codesOfProcedure(p.path), input, failures);
    }
    expect(failures).toEqual([]);
    if (p.type === 'mutation') await expectAUnchanged();
  });

  it.each(callerRows.filter((r) => !(r.procedure && r.procedure in EXEMPT)).map((r) => [r.key, r] as const))(
    'REST %s',
    async (_key, row) => {
      const names = namesFor(row.procedure ?? '');
      const sent = row.route ? restRequestFor(row.route, names) : undefined;
      const failures: string[] = [];
      for (const who of b) {
        for (const [how, caller] of [
          ['session', who.session],
          ['key', who.key],
        ] as const) {
          const answer = await rest(caller, row, names);
          if (row.procedure && isSiteAdmins(row.procedure)) {
            const refused = answer.code === 'forbidden' || (how === 'key' && answer.code === 'api_key_not_allowed');
            if (!refused) failures.push(`${who.role} ${how}: ${answer.status} ${answer.code}`);
          } else judgeForB(`${who.role} ${how}`, answer, row.codes, sent, failures);
        }
      }
      expect(failures).toEqual([]);
      if (row.method !== 'GET') await expectAUnchanged();
    },
  );
});

describe("A's roles on A's names", () => {
  const refusedTo = (role: TWorkspaceRole, path: string, type: 'query' | 'mutation') => {
    try {
      assertRoleAllows(role, path, type);
      return false;
    } catch {
      return true;
    }
  };
  const cases = walked
    .filter((p) => !isPerson(p.path))
    .flatMap((p) =>
      WORKSPACE_ROLES.filter((role) => refusedTo(role, p.path, p.type)).map((role) => [p.path, role, p] as const),
    );

  it('has calls some role may not make', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases)('tRPC %s as %s: 403 role_not_allowed', async (_path, role, p) => {
    const who = a.roles.find((r) => r.role === role)!;
    const answer = await trpc(who.session, p, inputOf(p));
    expect([answer.status, answer.code]).toEqual([403, 'role_not_allowed']);
    await expectAUnchanged();
  });

  const rowCases = callerRows
    .filter((r) => r.procedure && !isPerson(r.procedure))
    .flatMap((r) =>
      WORKSPACE_ROLES.filter((role) => refusedTo(role, r.procedure!, r.method === 'GET' ? 'query' : 'mutation')).map(
        (role) => [r.key, role, r] as const,
      ),
    );

  it.each(rowCases)('REST %s as %s: 403 role_not_allowed', async (_key, role, row) => {
    const who = a.roles.find((r) => r.role === role)!;
    const names = namesFor(row.procedure!);
    const answers = [await rest(who.session, row, names)];
    if (row.auth === 'user') answers.push(await rest(who.key, row, names));
    for (const answer of answers) expect([answer.status, answer.code]).toEqual([403, 'role_not_allowed']);
    expect([...row.codes], 'the row documents it').toContain('role_not_allowed');
    await expectAUnchanged();
  });
});
