import type {
  Database,
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from '@kurz/db';
import type { ApiDeps } from '../context';
import { derivedHandle } from '../platform/baseHandle';

/** The tables whose rows belong to a workspace: every table with an owner_id or workspace_id column. */
type WithOwnerColumn = {
  [T in keyof Database]: 'owner_id' extends keyof Database[T]
    ? T
    : 'workspace_id' extends keyof Database[T]
      ? T
      : never;
}[keyof Database];

/**
 * Each owned table's owner column, or why it is not checked. Complete by construction: a new table with
 * an owner_id or workspace_id column does not compile until it is named here.
 */
export const OWNER_COLUMN: Record<WithOwnerColumn, 'owner_id' | 'workspace_id' | { exempt: string }> = {
  api_keys: 'owner_id',
  audit_events: 'workspace_id',
  clicks: 'owner_id',
  conversions: 'owner_id',
  domains: 'owner_id',
  idempotency_keys: 'owner_id',
  import_jobs: 'owner_id',
  link_counters: 'owner_id',
  links: 'owner_id',
  payments: 'workspace_id',
  postback_tokens: 'owner_id',
  qr_codes: 'owner_id',
  stats_daily: 'owner_id',
  stats_daily_filtered: 'owner_id',
  stats_daily_visitors: 'owner_id',
  stats_filtered_days: 'owner_id',
  stats_pending_groups: 'owner_id',
  subscriptions: 'workspace_id',
  tags: 'owner_id',
  uploads: 'owner_id',
  webhook_deliveries: 'owner_id',
  webhook_endpoints: 'owner_id',
  workspace_invitations: 'workspace_id',
  workspace_members: { exempt: 'who belongs where: read by person (a user lists their workspaces), not by workspace' },
};

const OWNED = new Map(
  Object.entries(OWNER_COLUMN).flatMap(([table, column]) => (typeof column === 'string' ? [[table, column]] : [])),
);
const OWNER_COLUMNS = new Set(OWNED.values());

/** A query that reads or writes a workspace's rows without naming the workspace it acts in: a bug, never sent. */
export class UnscopedQueryError extends Error {
  override name = 'UnscopedQueryError';
}

type Node = OperationNode & Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).kind === 'string';
const identifier = (n: unknown): string | undefined => (isNode(n) ? (n as { name?: string }).name : undefined);

/** A table named where rows come from or go to: its name, and the name the query refers to it by. */
interface TableUse {
  table: string;
  as: string;
}

function tableUse(n: unknown): TableUse | undefined {
  if (!isNode(n)) return undefined;
  if (n.kind === 'AliasNode') {
    const inner = tableUse(n.node);
    return inner && { table: inner.table, as: identifier(n.alias) ?? inner.table };
  }
  if (n.kind !== 'TableNode') return undefined;
  const name = identifier((n.table as Node).identifier);
  return name === undefined ? undefined : { table: name, as: name };
}

/** The name an owner column is qualified by ('' for none), if `n` is a reference to one. */
function ownerRef(n: unknown): string | undefined {
  if (!isNode(n) || n.kind !== 'ReferenceNode' || !isNode(n.column)) return undefined;
  const column = identifier(n.column.column);
  if (!column || !OWNER_COLUMNS.has(column as 'owner_id')) return undefined;
  return n.table ? (tableUse(n.table)?.as ?? '') : '';
}

/** What a query says about its rows: the owned tables it names, and which names it binds to the workspace. */
class Reading {
  readonly tables: TableUse[] = [];
  /** Names (table or alias) whose owner column the query compares to the workspace; '' for an unqualified column. */
  readonly scoped = new Set<string>();
  /** Tables written by INSERT, with whether each row carries the workspace. */
  readonly inserts: Array<{ table: string; scoped: boolean }> = [];
  /** Owned tables a raw SQL fragment names, and its own bindings of owner columns. */
  readonly raw: TableUse[] = [];

  constructor(private readonly workspaceId: string) {}

  isWorkspace(n: unknown): boolean {
    if (Array.isArray(n)) return n.length > 0 && n.every((v) => v === this.workspaceId); // `= any(${[id]})`
    if (!isNode(n)) return n === this.workspaceId;
    if (n.kind === 'ValueNode') return n.value === this.workspaceId;
    if (n.kind === 'PrimitiveValueListNode') return (n.values as unknown[]).every((v) => v === this.workspaceId);
    if (n.kind === 'ValueListNode') return (n.values as unknown[]).every((v) => this.isWorkspace(v));
    if (n.kind === 'CastNode') return this.isWorkspace(n.expression);
    return false;
  }

  /** `a.owner_id = b.owner_id`: a table bound to one bound to the workspace is bound too. */
  readonly same: Array<[string, string]> = [];

  /** `owner_id = <workspace>`, `x.owner_id in (<workspace>)`: the name it binds, else undefined. */
  binding(n: Node): string | undefined {
    const op = (n.operator as { operator?: string } | undefined)?.operator;
    if (op !== '=' && op !== 'in') return undefined;
    const left = ownerRef(n.leftOperand);
    const right = ownerRef(n.rightOperand);
    if (op === '=' && left !== undefined && right !== undefined) this.same.push([left, right]);
    if (left !== undefined && this.isWorkspace(n.rightOperand)) return left;
    if (right !== undefined && this.isWorkspace(n.leftOperand)) return right;
    return undefined;
  }

  read(n: unknown): void {
    if (Array.isArray(n)) return n.forEach((x) => this.read(x));
    if (!isNode(n)) return;
    switch (n.kind) {
      case 'FromNode':
        (n.froms as unknown[]).forEach((f) => this.use(f));
        break;
      case 'UsingNode':
        (n.tables as unknown[]).forEach((f) => this.use(f));
        break;
      case 'JoinNode':
        this.use(n.table);
        break;
      case 'UpdateQueryNode':
        this.use(n.table);
        break;
      case 'InsertQueryNode':
        this.insert(n);
        break;
      case 'BinaryOperationNode': {
        const bound = this.binding(n);
        if (bound !== undefined) this.scoped.add(bound);
        break;
      }
      case 'RawNode':
        this.rawSql(n);
        return;
      case 'ReferenceNode':
        return; // its table is a qualifier, not a table read
      case 'ValueNode':
      case 'PrimitiveValueListNode':
        return; // values name no table (a bulk insert's thousands among them)
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'kind') this.read(value);
  }

  private use(n: unknown): void {
    const use = tableUse(n);
    if (use && OWNED.has(use.table)) this.tables.push(use);
  }

  private insert(n: Node): void {
    const into = tableUse(n.into);
    if (!into || !OWNED.has(into.table)) return;
    const column = OWNED.get(into.table)!;
    const columns = ((n.columns ?? []) as Node[]).map((c) => identifier(c.column));
    const at = columns.indexOf(column);
    const values = n.values as Node | undefined;
    let scoped = false;
    if (at >= 0 && values?.kind === 'ValuesNode')
      scoped = (values.values as Node[]).every((row) => this.isWorkspace((row.values as unknown[])[at]));
    else if (at >= 0 && values) scoped = this.mentionsWorkspace(values); // INSERT ... SELECT
    this.inserts.push({ table: into.table, scoped });
  }

  private mentionsWorkspace(n: unknown): boolean {
    if (Array.isArray(n)) return n.some((x) => this.mentionsWorkspace(x));
    if (!isNode(n)) return false;
    if (n.kind === 'ValueNode') return n.value === this.workspaceId;
    return Object.values(n).some((v) => typeof v === 'object' && this.mentionsWorkspace(v));
  }

  /** Raw SQL (sql`...`): the owned tables it names after from/join/into/update, and its `owner_id = ${id}`. */
  private rawSql(n: Node): void {
    const fragments = n.sqlFragments as string[];
    const parameters = n.parameters as unknown[];
    const text = fragments.join(' ? ');
    for (const m of text.matchAll(/\b(?:from|join|into|update)\s+(\w+)(?:\s+(?:as\s+)?(\w+))?/gi)) {
      const table = m[1]!.toLowerCase();
      const alias =
        m[2] && !/^(where|on|set|using|join|left|inner|cross|group|order|limit|select|values|as)$/i.test(m[2]);
      if (OWNED.has(table)) this.raw.push({ table, as: alias ? m[2]! : table });
    }
    parameters.forEach((p, i) => {
      const before = /(?:(\w+)\.)?(owner_id|workspace_id)\s*(?:=|=\s*any\s*\()\s*$/i.exec(fragments[i] ?? '');
      if (before && this.isWorkspace(p)) this.scoped.add(before[1] ?? '');
      this.read(p);
    });
  }

  /** The owned tables the query touches without binding them to the workspace. */
  unscoped(): string[] {
    for (let grew = true; grew;) {
      grew = false;
      for (const [a, b] of this.same)
        if (this.scoped.has(a) !== this.scoped.has(b)) {
          this.scoped.add(a).add(b);
          grew = true;
        }
    }
    const bound = (u: TableUse) => this.scoped.has(u.as) || this.scoped.has(u.table) || this.scoped.has('');
    // Raw SQL is read by its words, not parsed: there, one binding of an owner column stands for its tables.
    return [
      ...this.tables.filter((u) => !bound(u)).map((u) => u.table),
      ...(this.scoped.size ? [] : this.raw.map((u) => u.table)),
      ...this.inserts.filter((i) => !i.scoped).map((i) => `${i.table} (insert)`),
    ];
  }
}

/** The owned tables a query touches without binding to the workspace. */
function unscopedTables(node: RootOperationNode, workspaceId: string): string[] {
  const reading = new Reading(workspaceId);
  reading.read(node);
  return [...new Set(reading.unscoped())];
}

/**
 * Refuses, before it is sent, every query on an owned table that does not compare that table's owner
 * column to the current workspace (in its where, join or insert values). A forgotten scope fails loudly
 * in the first test that reaches it, instead of answering another workspace's rows.
 */
class WorkspaceScope implements KyselyPlugin {
  constructor(private readonly workspaceId: string) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const missing = unscopedTables(node, this.workspaceId);
    if (missing.length)
      throw new UnscopedQueryError(
        `query on ${missing.join(', ')} is not scoped to the current workspace (or mark it with acrossWorkspaces)`,
      );
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** A database handle that refuses unscoped queries on owned tables (see WorkspaceScope). */
export function scopedTo(db: Kysely<Database>, workspaceId: string): Kysely<Database> {
  return derivedHandle(db.withPlugin(new WorkspaceScope(workspaceId)), db);
}

/**
 * The deps a call acting in a workspace works with: their databases refuse unscoped queries. The one
 * place this is decided: protectedProcedure (trpc.ts) for every workspace procedure, and so every REST
 * row, and the uploads (apps/server http/uploads.ts).
 */
export function workspaceDeps<D extends Pick<ApiDeps, 'db' | 'statsDb'>>(deps: D, workspaceId: string): D {
  const db = scopedTo(deps.db, workspaceId);
  if (!deps.statsDb) return { ...deps, db };
  return { ...deps, db, statsDb: deps.statsDb === deps.db ? db : scopedTo(deps.statsDb, workspaceId) };
}

/**
 * The escape hatch: `db` without the workspace check, for the few reads that must see every workspace
 * (whether a slug or hostname is taken anywhere, whether a target is a short link of any workspace).
 * Name the reason at the call site. The base handle has no other plugin, so none is lost.
 */
export function acrossWorkspaces<D extends Kysely<Database>>(db: D, _why: string): D {
  return derivedHandle(db.withoutPlugins() as D, db);
}
