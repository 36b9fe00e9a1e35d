import { sql } from '@kurz/db';
import { compileOnlyDb } from '@kurz/db/testing';
import { describe, expect, it } from 'vitest';
import { acrossWorkspaces, scopedTo } from './scope';

const WS = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const db = scopedTo(compileOnlyDb(), WS);
const refused = /not scoped to the current workspace/;

describe('the workspace scope of a call', () => {
  it('lets through queries that compare each owned table to the workspace', () => {
    expect(() => db.selectFrom('links').selectAll().where('owner_id', '=', WS).compile()).not.toThrow();
    expect(() =>
      db
        .selectFrom('links as l')
        .innerJoin('qr_codes as q', (j) => j.onRef('q.link_id', '=', 'l.id').on('q.owner_id', '=', WS))
        .selectAll('l')
        .where('l.owner_id', '=', WS)
        .compile(),
    ).not.toThrow();
    expect(() =>
      db.insertInto('tags').values({ owner_id: WS, name: 'x', key: 'x', color: 'red' }).compile(),
    ).not.toThrow();
    expect(() => db.updateTable('links').set({ title: 'x' }).where('owner_id', 'in', [WS]).compile()).not.toThrow();
    expect(() =>
      sql`delete from stats_daily where owner_id = ${WS} and day = ${'2026-01-01'}`.compile(db),
    ).not.toThrow();
    // System domains belong to no workspace: a read of them beside the workspace's own is scoped.
    expect(() =>
      db
        .selectFrom('domains')
        .selectAll()
        .where((eb) => eb.or([eb('owner_id', '=', WS), eb('owner_id', 'is', null)]))
        .compile(),
    ).not.toThrow();
    // A table joined on its owner column to one bound to the workspace is bound too.
    expect(() =>
      db
        .selectFrom('links as l')
        .innerJoin('link_counters as c', (j) =>
          j.onRef('c.link_id', '=', 'l.id').onRef('c.owner_id', '=', 'l.owner_id'),
        )
        .selectAll('l')
        .where('l.owner_id', '=', WS)
        .compile(),
    ).not.toThrow();
    // Tables no workspace owns are not checked.
    expect(() => db.selectFrom('users').selectAll().compile()).not.toThrow();
  });

  it('refuses a query that forgets the workspace, or names another', () => {
    expect(() => db.selectFrom('links').selectAll().where('slug', '=', 'a').compile()).toThrow(refused);
    expect(() => db.selectFrom('links').selectAll().where('owner_id', '=', OTHER).compile()).toThrow(refused);
    expect(() => db.deleteFrom('api_keys').where('id', '=', 'k').compile()).toThrow(refused);
    expect(() => db.updateTable('webhook_endpoints').set({ enabled: false }).compile()).toThrow(refused);
    expect(() =>
      db.insertInto('tags').values({ owner_id: OTHER, name: 'x', key: 'x', color: 'red' }).compile(),
    ).toThrow(refused);
    // A join scopes only the table it names: the joined one needs its own.
    expect(() =>
      db
        .selectFrom('links as l')
        .innerJoin('clicks as c', 'c.link_id', 'l.id')
        .selectAll('l')
        .where('l.owner_id', '=', WS)
        .compile(),
    ).toThrow(/clicks/);
    expect(() =>
      db
        .selectFrom('tags')
        .selectAll()
        .where('owner_id', '=', WS)
        .where('key', 'in', db.selectFrom('links').select('slug'))
        .compile(),
    ).toThrow(/links/);
    expect(() => sql`select count(*) from payments p where p.id = ${'x'}`.compile(db)).toThrow(/payments/);
  });

  it('lets a marked read see every workspace', () => {
    const across = acrossWorkspaces(db, 'test');
    expect(() => across.selectFrom('links').selectAll().where('slug', '=', 'a').compile()).not.toThrow();
  });
});
