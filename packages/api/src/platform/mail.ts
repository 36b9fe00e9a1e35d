import { escapeHtml, type TInvitationTemplateVariable, type TTemplateVariable } from '@kurz/core';
import type { Database, Kysely } from '@kurz/db';
import type { Logger } from './logger';

export type TemplateVars = Partial<Record<TTemplateVariable | TInvitationTemplateVariable, string>>;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one rendered mail; throws on failure. */
export type Transport = (mail: OutgoingMail) => Promise<void>;

export interface Mailer {
  sendTemplate(input: { to: string; userId: string | null; templateId: string; vars: TemplateVars }): Promise<void>;
}

/**
 * Text with the secrets of its links blanked: `token=` values and invitation tokens (kept mail, request
 * logs); a path's own words (`/api/invitations/accept`) are shorter than any token and stay.
 */
export const redactTokens = (text: string) =>
  text
    .replace(/([?&]token=)[^&#\s"'<]+/g, '$1[redacted]')
    .replace(/(\/invite\/|\/api\/invitations\/)[A-Za-z0-9_-]{20,}/g, '$1[redacted]');

/** {{name}} placeholders; unknown ones stay visible so an admin sees the typo. */
export function renderTemplate(source: string, vars: TemplateVars, html: boolean): string {
  return source.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name as keyof TemplateVars];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/**
 * Every mail is written to the outbox first (an audit trail, and the delivery record). With a transport
 * (SMTP) it is then delivered and its token links redacted; without one the outbox is the delivery and
 * the links in it are printed to the log for a local user.
 */
export function createMailer(db: Kysely<Database>, log: Logger, transport: Transport | null): Mailer {
  return {
    async sendTemplate({ to, userId, templateId, vars }) {
      const template = await db
        .selectFrom('email_templates')
        .selectAll()
        .where('id', '=', templateId)
        .executeTakeFirstOrThrow();
      const mail: OutgoingMail = {
        to,
        subject: renderTemplate(template.subject, vars, false),
        html: renderTemplate(template.body_html, vars, true),
        text: renderTemplate(template.body_text, vars, false),
      };
      const { id } = await db
        .insertInto('email_outbox')
        .values({
          user_id: userId,
          to_address: to,
          template_id: templateId,
          subject: mail.subject,
          body_html: mail.html,
          body_text: mail.text,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        log.info({ mail: templateId, to, links }, `mail to ${to}: ${mail.subject} ${links.join(' ')}`);
        return;
      }
      try {
        await transport(mail);
        // Delivered: the outbox keeps the mail but not its single-use links.
        await db
          .updateTable('email_outbox')
          .set({ sent_at: new Date(), body_html: redactTokens(mail.html), body_text: redactTokens(mail.text) })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        log.error({ err: error, mail: templateId, to }, 'mail delivery failed');
        await db
          .updateTable('email_outbox')
          .set({ error: String(error) })
          .where('id', '=', id)
          .execute();
        throw error;
      }
    },
  };
}
