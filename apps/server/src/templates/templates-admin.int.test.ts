/** GET/PUT /api/email-templates: admin only, persisted, and used by the mails that follow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await createTestServer({ adminEmails: ['boss@example.com'] });
  ({ client: admin } = await server.signUp('boss@example.com', { verified: true }));
});
afterAll(() => server.close());

const template = (id: string) =>
  server.db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/email-templates', () => {
  it('lists every template, by name, for an admin', async () => {
    expect((await admin.get('/api/me')).json()).toMatchObject({ status: 'admin', role: 'admin' });
    const res = await admin.get('/api/email-templates');
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates.map((t: { id: string }) => t.id)).toEqual([
      'reset_password',
      'verify_email',
      'webhook_disabled',
      'welcome',
      'workspace_invitation',
    ]);
    for (const t of templates) {
      expect(t).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        subject: expect.any(String),
        body_html: expect.any(String),
        body_text: expect.any(String),
        updated_at: expect.any(Number),
      });
      // Epoch seconds, as the spec says, not milliseconds.
      expect(t.updated_at).toBeLessThan(1e12);
      expect(Math.abs(t.updated_at - Date.now() / 1000)).toBeLessThan(3600);
    }
  });
});

describe('PUT /api/email-templates', () => {
  it('saves a template: updated_at moves, the change persists and the next mail uses it', async () => {
    const earlier = new Date(Date.now() - 86_400_000);
    await server.db
      .updateTable('email_templates')
      .set({ updated_at: earlier })
      .where('id', '=', 'verify_email')
      .execute();
    const { templates } = (await admin.get('/api/email-templates')).json();
    const current = templates.find((t: { id: string }) => t.id === 'verify_email');

    const edited = {
      ...current,
      name: 'Verify (edited)',
      subject: 'Hello {{user_name}}, confirm',
      body_html: '<p>{{user_name}} on {{plan_name}}: <a href="{{verify_url}}">go</a> {{unknown_thing}}</p>',
      body_text: 'Open {{verify_url}} or {{dashboard_url}}',
    };
    const res = await admin.put('/api/email-templates', edited);
    expect(res.statusCode).toBe(200);
    const saved = res.json().template;
    expect(saved).toEqual({ ...edited, updated_at: expect.any(Number) });
    expect(saved.updated_at).toBeGreaterThan(current.updated_at);
    expect(current.updated_at).toBe(Math.floor(earlier.getTime() / 1000));

    const again = (await admin.get('/api/email-templates'))
      .json()
      .templates.find((t: { id: string }) => t.id === 'verify_email');
    expect(again).toEqual(saved);
    expect((await template('verify_email')).subject).toBe('Hello {{user_name}}, confirm');

    await server.signUp("d'arcy@example.com");
    const mail = await server.lastMail("d'arcy@example.com");
    expect(mail?.subject).toBe("Hello d'arcy, confirm");
    expect(mail?.html).toMatch(
      /^<p>d&#39;arcy on Free: <a href="http:\/\/localhost:3000\/verify-email\?token=[\w-]+">go<\/a> \{\{unknown_thing\}\}<\/p>$/,
    );
    expect(mail?.text).toMatch(
      /^Open http:\/\/localhost:3000\/verify-email\?token=[\w-]+ or http:\/\/localhost:3000\/links$/,
    );
  });

  it('refuses a save over a newer one (the updated_at sent is not the stored one) with 409 edit_conflict, changing nothing', async () => {
    const read = (await admin.get('/api/email-templates'))
      .json()
      .templates.find((t: { id: string }) => t.id === 'welcome');
    const first = await admin.put('/api/email-templates', { ...read, subject: 'Saved first' });
    expect(first.statusCode).toBe(200);
    // The stored template is now newer than the one this second editor read.
    await server.db
      .updateTable('email_templates')
      .set({ updated_at: new Date(Date.now() + 5_000) })
      .where('id', '=', 'welcome')
      .execute();
    const stale = await admin.put('/api/email-templates', { ...read, subject: 'Saved second, from an old read' });
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: 'edit_conflict' }]);
    expect((await template('welcome')).subject).toBe('Saved first');
  });

  it('answers 404 not_found for an unknown template id', async () => {
    const res = await admin.put('/api/email-templates', {
      id: 'no_such',
      name: 'x',
      subject: 'x',
      body_html: '',
      body_text: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
    expect(await server.db.selectFrom('email_templates').select('id').where('id', '=', 'no_such').execute()).toEqual(
      [],
    );
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['an empty subject', { subject: '' }],
    ['a missing body', { body_text: undefined }],
    ['a numeric subject', { subject: 5 }],
    ['no id', { id: undefined }],
  ])('answers 400 invalid_input for %s and leaves the template alone', async (_, change) => {
    const before = await template('welcome');
    const body = {
      id: 'welcome',
      name: 'Welcome',
      subject: 'Welcome',
      body_html: '<p>x</p>',
      body_text: 'x',
      ...change,
    };
    const res = await admin.put('/api/email-templates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_input' });
    expect(await template('welcome')).toEqual(before);
  });
});

describe('who may manage templates', () => {
  const update = { id: 'welcome', name: 'Hacked', subject: 'Hacked', body_html: 'x', body_text: 'x' };

  async function expectRefused(c: TestClient, status: number, error: string) {
    const before = await template('welcome');
    const list = await c.get('/api/email-templates');
    expect(list.statusCode).toBe(status);
    expect(list.json()).toEqual({ error });
    const put = await c.put('/api/email-templates', update);
    expect(put.statusCode).toBe(status);
    expect(put.json()).toEqual({ error });
    expect(await template('welcome')).toEqual(before);
  }

  it('refuses a verified non-admin with 403 forbidden', async () => {
    const { client } = await server.signUp('plain@example.com', { verified: true });
    await expectRefused(client, 403, 'forbidden');
  });

  it('refuses the admin address while unverified with 403 forbidden', async () => {
    const other = await createTestServer({ adminEmails: ['boss@example.com'] });
    try {
      const { client } = await other.signUp('boss@example.com');
      const res = await client.get('/api/email-templates');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden' });
    } finally {
      await other.close();
    }
  });

  it('refuses a guest with 403 forbidden', async () => {
    const guest = server.client();
    await guest.post('/api/auth/guest');
    await expectRefused(guest, 403, 'forbidden');
  });

  it('refuses an anonymous caller with 401 unauthorized', async () => {
    await expectRefused(server.client(), 401, 'unauthorized');
  });
});
