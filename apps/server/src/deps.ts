import { createMailer, smtpTransport, type ApiDeps, type Logger } from '@kurz/api';
import type { Database, Kysely } from '@kurz/db';
import type { Config } from './config';

export function createDeps(db: Kysely<Database>, config: Config, log: Logger): ApiDeps {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null;
  return {
    db,
    log,
    mailer: createMailer(db, log, transport),
    config: {
      appOrigin: config.appOrigin,
      adminEmails: config.adminEmails,
      systemDomains: config.systemDomains,
      loginUrl: config.loginUrl,
    },
  };
}
