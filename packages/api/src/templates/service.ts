import { toEpochSeconds, type TEmailTemplate } from '@kurz/core';
import { sql, type Database, type EmailTemplate, type Kysely } from '@kurz/db';
import { AppError } from '../errors';

function toDto(t: EmailTemplate): TEmailTemplate {
  return {
    id: t.id,
    name: t.name,
    subject: t.subject,
    body_html: t.body_html,
    body_text: t.body_text,
    updated_at: toEpochSeconds(t.updated_at),
  };
}

export async function listTemplates(db: Kysely<Database>): Promise<TEmailTemplate[]> {
  const rows = await db.selectFrom('email_templates').selectAll().orderBy('name').execute();
  return rows.map(toDto);
}

/**
 * Saves a template. With `updated_at` (the template as the client read it), only if nobody saved it
 * since: otherwise edit_conflict and nothing changes, rather than one admin's edit silently undoing another's.
 */
export async function updateTemplate(
  db: Kysely<Database>,
  input: Omit<TEmailTemplate, 'updated_at'> & { updated_at?: number },
): Promise<TEmailTemplate> {
  let query = db
    .updateTable('email_templates')
    .set({
      name: input.name,
      subject: input.subject,
      body_html: input.body_html,
      body_text: input.body_text,
      updated_at: new Date(),
    })
    .where('id', '=', input.id);
  if (input.updated_at !== undefined)
    query = query.where(sql<number>`floor(extract(epoch from updated_at))`, '=', input.updated_at);
  const row = await query.returningAll().executeTakeFirst();
  if (row) return toDto(row);
  const exists = await db.selectFrom('email_templates').select('id').where('id', '=', input.id).executeTakeFirst();
  throw new AppError(exists ? 'edit_conflict' : 'not_found');
}
