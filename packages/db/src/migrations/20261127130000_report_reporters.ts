import { type Kysely } from 'kysely';

/**
 * Who filed a report, as a network (an IPv4 /24, an IPv6 /64) keyed-hashed with the server secret: the
 * Flagged page counts distinct reporting networks, so one network filing many reports counts once.
 * Reports filed before have none and count as a reporter each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('link_reports').addColumn('reporter', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('link_reports').dropColumn('reporter').execute();
}
