import { toEpochSeconds, type TEmailTemplate } from '@kurz/core';
import type { Database, EmailTemplate, Kysely } from '@kurz/db';
import { AppError } from '../errors';

function toDto(t: EmailTemplate): TEmailTemplate {
  return { id: t.id, name: t.name, subject: t.subject, body_html: t.body_html, body_text: t.body_text, updated_at: toEpochSeconds(t.updated_at) };
}

export async function listTemplates(db: Kysely<Database>): Promise<TEmailTemplate[]> {
  const rows = await db.selectFrom('email_templates').selectAll().orderBy('name').execute();
  return rows.map(toDto);
}

export async function updateTemplate(
  db: Kysely<Database>,
  input: Omit<TEmailTemplate, 'updated_at'>,
): Promise<TEmailTemplate> {
  const row = await db
    .updateTable('email_templates')
    .set({ name: input.name, subject: input.subject, body_html: input.body_html, body_text: input.body_text, updated_at: new Date() })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toDto(row);
}
