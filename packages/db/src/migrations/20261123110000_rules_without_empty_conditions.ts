import { sql, type Kysely } from 'kysely';

interface Rule {
  target: string;
  prio?: number;
  when?: Record<string, unknown>;
  match_all?: boolean;
}

/** The rules as they are read from now on; null when nothing changes. */
export function repairRules(rules: Rule[]): Rule[] | null {
  let changed = false;
  const kept: Rule[] = [];
  for (const rule of rules) {
    const when = rule.when ?? {};
    const conditions = Object.entries(when).filter(([, v]) => !(Array.isArray(v) && v.length === 0));
    if (Object.keys(when).length === 0) {
      // No condition at all: the editor said it takes every visitor, so that was meant.
      if (rule.match_all !== true) changed = true;
      kept.push({ ...rule, when: {}, match_all: true });
    } else if (conditions.length === 0) {
      changed = true; // Only empty conditions: the visitors it was meant for were never named.
    } else {
      if (conditions.length !== Object.keys(when).length) changed = true;
      kept.push({ ...rule, when: Object.fromEntries(conditions) });
    }
  }
  if (!changed) return null;
  return kept.map((r, i) => ({ ...r, prio: i + 1 }));
}

/**
 * Rules used to be stored with empty conditions (`device: []` and the like), which the engine read as
 * "no condition": such a rule took every visitor. Each empty condition is dropped; a rule left with no
 * condition is removed. A rule stored with no condition at all was taking every visitor on purpose
 * (the editor said so) and keeps doing it, now with match_all set. Priorities follow list order again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let after = 0n;
  for (;;) {
    const rows: { id: string; rules: Rule[] }[] = await db
      .selectFrom('links')
      .select(['id', 'rules'])
      .where('id', '>', after.toString())
      .where(sql<boolean>`jsonb_array_length(rules) > 0`)
      .orderBy('id')
      .limit(1_000)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const fixed = repairRules(row.rules);
      if (fixed)
        await db
          .updateTable('links')
          .set({ rules: JSON.stringify(fixed) })
          .where('id', '=', row.id)
          .execute();
    }
    after = BigInt(rows[rows.length - 1]!.id);
  }
}

export async function down(): Promise<void> {
  // Not undone: the rules it removed took every visitor by mistake.
}
