/** Helpers for the tenancy walk: inputs from zod schemas filled with another workspace's identifiers. */
import { OWNER_COLUMN, type RestRoute } from '@kurz/api';
import type { Database, Kysely } from '@kurz/db';
import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
export const parses = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

/** Values by field name; a field the walk names is always sent, even when optional. */
export type Names = Record<string, unknown>;

const STRINGS = [
  'https://example.com/walk',
  'walk-x',
  'US',
  '2026-01-01',
  '#336699',
  'walk@example.com',
  '12:00',
  '00000000-0000-4000-8000-000000000000',
  'a',
];
const NUMBERS = [1, 10, 0, 100, 0.5];
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/**
 * A value the schema takes, each field filled from `names` by its name where it can (so a call names
 * the other workspace's link, key, domain...), else the first of a few plain values that parses. Optional
 * fields the walk does not name are left out.
 */
export function inputFor(schema: unknown, names: Names, name = '', whole = schema): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inputFor(def.innerType, names, name);
    case 'pipe':
      return inputFor(def.in, names, name, whole);
    case 'lazy':
      return inputFor((def.getter as () => unknown)(), names, name);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
        if (parses(inner, undefined) && !(key in names)) continue;
        out[key] = inputFor(inner, names, key);
      }
      return out;
    }
    case 'array':
      return [inputFor(def.element, names, singular(name))];
    case 'tuple':
      return (def.items as unknown[]).map((item) => inputFor(item, names, name));
    case 'intersection':
      return { ...(inputFor(def.left, names) as object), ...(inputFor(def.right, names) as object) };
    case 'record':
      return {};
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union': {
      const options = def.options as unknown[];
      for (const option of options) {
        const value = inputFor(option, names, name);
        if (parses(option, value)) return value;
      }
      return inputFor(options[0], names, name);
    }
    case 'boolean':
      return name in names ? names[name] : true;
    case 'date':
      return new Date();
    default: {
      const candidates = [
        ...(name in names ? [names[name]] : []),
        ...(def.type === 'number' || def.type === 'bigint' ? NUMBERS : STRINGS),
      ];
      return candidates.find((c) => parses(whole, c)) ?? candidates[0];
    }
  }
}

/** A REST row's request, its path parameters, query and body made by inputFor; `ok`: each part parses. */
export function restRequestFor(route: Pick<RestRoute, 'path' | 'params' | 'query' | 'body'>, names: Names) {
  const params = (route.params ? inputFor(route.params, names) : {}) as Record<string, unknown>;
  const query = (route.query ? inputFor(route.query, names) : {}) as Record<string, unknown>;
  const body = route.body ? inputFor(route.body, names) : undefined;
  const asText = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const textQuery = asText(query);
  const ok =
    (!route.params || parses(route.params, asText(params))) &&
    (!route.query || parses(route.query, textQuery)) &&
    (!route.body || parses(route.body, body));
  const path = route.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(asText(params)[p] ?? ''));
  const search = new URLSearchParams(textQuery as Record<string, string>).toString();
  return { url: search ? `${path}?${search}` : path, body, ok };
}

/**
 * What a workspace holds, row by row, as text: every table with an owner column (the scope's list) and
 * its membership. Columns that background work changes on its own are left out.
 */
const MOVING: Record<string, string[]> = {
  workspace_members: ['last_active_at'],
  api_keys: ['last_used_at'],
  domains: ['check_due_at', 'check_failures', 'meta'],
  import_jobs: ['leased_by', 'lease_until'],
  webhook_endpoints: [
    'click_cursor',
    'clicks_due_at',
    'click_watermark',
    'click_watermark_xid',
    'click_watermark_at',
    'failures',
    'enabled',
    'disabled_at',
  ],
  webhook_deliveries: ['attempts', 'due_at', 'status', 'status_code', 'error', 'attempted_at'],
};

export async function snapshotOf(db: Kysely<Database>, workspaceId: string): Promise<Record<string, string[]>> {
  const tables: Array<[string, string]> = [
    ...Object.entries(OWNER_COLUMN).flatMap(([t, c]) => (typeof c === 'string' ? [[t, c] as [string, string]] : [])),
    ['workspace_members', 'workspace_id'],
    ['workspaces', 'id'],
  ];
  const out: Record<string, string[]> = {};
  for (const [table, column] of tables) {
    const rows = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(table)
      .selectAll()
      .where(column, '=', workspaceId)
      .execute();
    out[table] = rows
      .map((row) => {
        for (const c of MOVING[table] ?? []) delete row[c];
        return JSON.stringify(row);
      })
      .sort();
  }
  return out;
}
